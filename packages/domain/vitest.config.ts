import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The property tests check thousands of generated cases: a second or two alone, 8-12 s while
    // the 2-core machine runs other suites beside this one. The limit is there to catch a hang.
    testTimeout: 60_000,
    // Pure functions, no mocks and no module state a file could leave behind: one worker runs
    // every file. A fresh process per file spent most of the run starting processes, and one
    // of them, starved beside other suites, missed vitest's fixed 60 s to start.
    isolate: false,
  },
});
