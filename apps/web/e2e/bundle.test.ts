// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginPageGzipBytes, readManifest } from './bundle-report';
import type { Manifest } from './bundle-report';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGIN_BUDGET_BYTES = 300 * 1024;

/** The page modules the route table loads lazily, read from its `import('../pages/...')` calls. */
function routedPages(): string[] {
  const dir = path.join(WEB, 'src/routes');
  const pages = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)) {
      pages.add(`src/${match[1]}.tsx`);
    }
  }
  return [...pages];
}

describe('build report', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bidhall-web-build-'));
  let manifest: Manifest;

  beforeAll(async () => {
    // A build of its own, so it never races the end-to-end test's apps/web/dist.
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    await promisify(execFile)('npx', ['vite', 'build', '--configLoader', 'runner', '--outDir', dist], {
      cwd: WEB,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
    manifest = readManifest(dist);
  }, 180_000);

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('puts every routed page in a chunk of its own', () => {
    const pages = routedPages();
    expect(pages.length).toBeGreaterThan(5);
    const files = pages.map((page) => {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      return manifest[page]!.file;
    });
    expect(new Set(files).size).toBe(files.length);
  });

  it('keeps the login page within 300 KB of gzipped JavaScript', () => {
    const bytes = loginPageGzipBytes(dist, manifest);
    console.log(`login page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped (budget 300 KB)`);
    expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });
});
