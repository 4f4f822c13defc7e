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
    reporters: reporters('web'),
    env: { TZ: 'UTC' },
    // user-event typing through a whole form takes a few seconds idle, and over 20 s on a 2-core machine
    // that is also running the server and browser suites: a timeout is a bound, not a speed assertion.
    testTimeout: 60_000,
  },
});
