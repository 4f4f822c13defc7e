import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('funnel'),
    env: { TZ: 'UTC' },
    setupFiles: ['../../vitest.setup.ts'],
    // The domain is pure (no module-level state, no globals): its files share a worker's module cache
    // instead of each importing zod, XState and the charts again (decision 0250).
    isolate: false,
    // The model replays and the lint/knip tests take 10-15 s idle; on a 2-core machine running the other
    // suites too they can pass 5 s many times over. A bound, not a speed assertion.
    testTimeout: 60_000,
  },
});
