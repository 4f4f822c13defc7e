import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('server'),
    env: { TZ: 'UTC' },
    globalSetup: ['test/postgres.global-setup.ts'],
    // Owner passwords hashed at a low scrypt cost in process (server processes keep the production one).
    setupFiles: ['test/scrypt-cost.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores shared with others: a few files at a time is faster than many fighting for CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['src/**/*.test.ts'],
          // These files run the server in process: they share a worker's module cache (and PGlite's
          // compiled WebAssembly) instead of each importing Fastify, PGlite and the app again; every
          // file closes what it opens (decision 0250).
          isolate: false,
        },
      },
      {
        extends: true,
        // Whole processes, crashes, fuzzing and Postgres outages. They spend their time in child
        // processes; sharing a worker's module cache too saves each file importing vitest's runtime, the
        // harnesses and the store code again (decision 0290). Every file stops what it starts.
        test: { name: 'processes', include: ['test/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
