import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_DAY__: JSON.stringify('2026-01-15') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/*.test.mjs', 'bench/*.test.mjs'],
    environment: 'happy-dom',
    setupFiles: ['../../vitest.setup.ts', 'src/test-setup.ts'],
    // One DOM and one module cache per worker, not per file: setting up happy-dom and importing React
    // for each of 39 files was 5/6 of the suite's CPU. src/test-setup.ts gives each file fresh app
    // modules, empty storage and the root address (decision 0250).
    isolate: false,
    reporters: reporters('web'),
    env: { TZ: 'UTC' },
    // user-event typing through a whole form takes a few seconds idle, and over 20 s on a 2-core machine
    // that is also running the server and browser suites: a timeout is a bound, not a speed assertion.
    testTimeout: 60_000,
  },
});
