// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginPageGzipBytes, readManifest } from './bundle-report';
import type { Manifest } from './bundle-report';
import { WEB_DIST, buildWeb } from './platform';
import { scaled } from './limits';

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
  let manifest: Manifest;

  beforeAll(async () => {
    // The release build the end-to-end files serve (one per test run, e2e/platform.ts), read
    // where it lies: no later file of the run builds again.
    await buildWeb();
    manifest = readManifest(WEB_DIST);
  }, scaled(180_000));

  it('puts every routed page in a chunk of its own', () => {
    const pages = routedPages();
    expect(pages.length).toBeGreaterThan(5);
    const files = pages.map((page) => {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      return manifest[page]!.file;
    });
    expect(new Set(files).size).toBe(files.length);
  });

  it("carries the tab's icon in the page, so no hash change fetches it again", () => {
    // As a file (no-cache) the browser asked for it at every hash change, and a request it gave
    // up on while the page moved on failed the route walk (src/components/Logo.tsx).
    const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="icon"[^>]* href="data:image\/svg\+xml,/);
  });

  it('keeps the login page within 300 KB of gzipped JavaScript', () => {
    const bytes = loginPageGzipBytes(WEB_DIST, manifest);
    console.log(`login page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped (budget 300 KB)`);
    expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });
});
