import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: reporters('server'),
    env: { TZ: 'UTC' },
    globalSetup: ['test/postgres.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores shared with others: a few files at a time is faster than many fighting for CPU.
    maxWorkers: 2,
  },
});
