import { defineConfig } from 'vitest/config';
import { longestFirst } from '../../packages/testkit/src/longest-first.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The migrated database every file copies, made once per run (test/database-template.ts).
    globalSetup: ['test/database-template.ts'],
    // vitest's default on two cores is one worker, which left a core idle for minutes of CI once
    // the PostgreSQL run beside this one ended; the files' waits (quote windows, the sweeper)
    // leave room for a second.
    maxWorkers: 2,
    // Each file makes its own database (a copy of the run's, test/database.ts) and app, so the modules can load once
    // per worker instead of once per file. The files must pass in any order
    // (--sequence.shuffle.files); the tests within a file are steps in order.
    isolate: false,
    // Each file opens its own database; argon2 and migrations make the first calls slow.
    testTimeout: 30_000,
    // A file's setup (a database, migrations, sign-ins) took over a minute while the 2-core
    // machine ran other suites beside it (load average 30): slow is not a failure there.
    hookTimeout: 180_000,
    // expect.poll waits for what a loaded machine may do late (its default is 1 s: the relay's
    // publish and the sweeper's pass, on a database shared with the other suites). A wait ends
    // as soon as the value is there, so only a hang takes the whole limit.
    expect: { poll: { timeout: 10_000 } },
    // The files that take longest go first: the audience matrix's two halves are small files
    // whose body is test/audience-matrix.ts, which vitest's order (largest first) would start last.
    sequence: {
      sequencer: longestFirst([
        'src/audience-matrix-staff.test.ts',
        'src/audience-matrix-bidders.test.ts',
        'test/non-interference/sealed-transcripts.test.ts',
        'src/db/pglite-thread.test.ts',
        'test/main.test.ts',
      ]),
    },
  },
});
