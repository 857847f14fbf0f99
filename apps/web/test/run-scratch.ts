import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this test run's own, shared by its files and removed when the run ends. */
    runScratchDir: string;
  }
}

/** Vitest's global setup: a fresh scratch directory per run, for what the files of one run share. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidhall-web-run-'));
  project.provide('runScratchDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
