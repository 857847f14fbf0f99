import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { longestFirst } from '../../packages/testkit/src/longest-first';
import { scaled } from './e2e/limits';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/run-scratch.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    // Generous: CI machines are small and shared; a slow run must not read as a failure.
    // Form-heavy files took 60-85 s per test beside other suites (load average 30).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a loaded machine may show late (its default is 1 s); a wait
    // ends as soon as the value is there, so only a hang takes the whole limit. Scaled as every
    // end-to-end limit is (e2e/limits.ts): most of the polls that name no limit are theirs.
    expect: { poll: { timeout: scaled(20_000) } },
    // `npm test` runs the component files unisolated (package.json: --isolate=false): each still
    // gets a fresh jsdom, but antd, i18n and the app's modules load once per worker instead of
    // once per file, which is most of their run when isolated. Module state (the zustand
    // stores) carries over from file to file, so the files must pass in any order
    // (--sequence.shuffle).
    // The end-to-end file mostly waits on the platform it starts; let the component
    // tests use the CPU meanwhile instead of queueing behind it.
    maxWorkers: 3,
    // Tests marked concurrent (the route walk's runs, the lifecycle's two walks) at most this
    // many at once per file. Two route walks side by side fill the waits of one; three beside the
    // other end-to-end files left first pages unsettled after 10 s (load average 40).
    maxConcurrency: 2,
    // The end-to-end files that take longest first (most of the lifecycle and the halls is waiting
    // for a quote window), so that the others fill the workers beside them.
    sequence: {
      sequencer: longestFirst([
        'e2e/route-walk-staff.test.ts',
        'e2e/lifecycle-price.test.ts',
        'e2e/lifecycle-scoring.test.ts',
        'e2e/route-walk-firms.test.ts',
        'e2e/halls.test.ts',
      ]),
    },
  },
});
