import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunks a page needs before it can render: the key and every static import, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Gzipped bytes of the JavaScript the login page loads before it renders: the app entry,
 * the default language's bundle (awaited before the first render) and the login route.
 */
export function loginPageGzipBytes(dist: string, manifest: Manifest): number {
  let total = 0;
  const first = ['index.html', 'src/i18n/bundles/zh-CN.ts', 'src/pages/user/login/LoginPage.tsx'];
  for (const key of staticClosure(manifest, first)) {
    total += gzipSync(readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length;
  }
  return total;
}
