import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { reporters } from '../../vitest.shared.js';

/**
 * The process files first, then the in-process ones (vitest orders projects by name, which put them
 * last). A process file spends much of its time waiting on the servers it starts; started last, the
 * longest of them (crashes, start-ups) ran alone at the end of the test line with a core idle. The short,
 * busy in-process files now fill the end instead (decision 0290).
 */
class ProcessFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isProcess = (f: TestSpecification) => f.project.name === 'processes';
    return [...sorted.filter(isProcess), ...sorted.filter((f) => !isProcess(f))];
  }
}

export default defineConfig({
  test: {
    reporters: reporters('server'),
    env: { TZ: 'UTC' },
    globalSetup: ['test/postgres.global-setup.ts'],
    // Owner passwords hashed at a low scrypt cost in process (server processes keep the production one).
    setupFiles: ['test/scrypt-cost.setup.ts'],
    // Limits for what hangs, not speed verdicts: hosts of this kind differ 2.5x in speed, and a loaded
    // line ran a 7 s beforeAll past 60 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores shared with others: a few files at a time is faster than many fighting for CPU.
    maxWorkers: 2,
    sequence: { sequencer: ProcessFilesFirst },
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
