import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/event-path.md stays true: every file it names exists, and every file a quote passes
 * through, found by walking the imports from where the quote starts (the supplier's form, the
 * api's quote route and the request pipeline, the gateway's bus handling, the web's hall
 * store), is named in it. A file added to the path, or one renamed, fails here until the
 * page says where it sits.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOC = 'docs/event-path.md';

/** Where a quote's way begins in each process; the walk follows their imports. */
const ROOTS = [
  'apps/web/src/pages/hall/project-quote/QuoteForm.tsx',
  'apps/api/src/http/service-routes.ts',
  'apps/api/src/modules/quote/routes.ts',
  'apps/api/src/events/relay.ts',
  'gateway/src/fanout/dispatcher.ts',
  'gateway/src/fanout/deliver.ts',
  'gateway/src/hall-repair.ts',
  'gateway/src/fanout/project-streams.ts',
  'apps/web/src/realtime/useHall.ts',
];

const WORKSPACES: Record<string, string> = {
  '@bidhall/web': 'apps/web',
  '@bidhall/api': 'apps/api',
  '@bidhall/gateway': 'gateway',
};
const workspaceOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('apps/') ? 2 : 1)
    .join('/');

/** The repository file an import names, or null when it is not ours (a library, node). */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else if (spec.startsWith('@bidhall/')) {
    const [scope, name, ...rest] = spec.split('/');
    const dir = WORKSPACES[`${scope}/${name}`] ?? `packages/${name}`;
    base = path.join(dir, 'src', ...rest);
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  throw new Error(`${from}: cannot find ${spec}`);
}

/** The modules a file needs at run time: type-only imports are not on the path. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** A folder of text resources (`apps/api/src/locales`): named as a folder, not file by file. */
const localesOf = (file: string): string | null => /^(.*\/locales)\//.exec(file)?.[1] ?? null;

/**
 * Every service's schemas, gathered so that the api binds them to the routes at start
 * (contracts abp/call.ts `callOf`): on the page as one file, not walked into, since a quote
 * uses only its own service's schemas.
 */
const REGISTRIES = new Set(['packages/contracts/src/schemas.ts']);

/** Every file reachable from `root` within its own workspace and the shared packages. */
function walk(root: string): Set<string> {
  const own = workspaceOf(root);
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (REGISTRIES.has(file)) continue;
    for (const spec of runtimeImports(file)) {
      const next = resolveImport(file, spec);
      if (next && (next.startsWith('packages/') || workspaceOf(next) === own)) stack.push(next);
    }
  }
  return seen;
}

/**
 * The files the page names: each `code span` that ends in .ts, .tsx or .mjs, read against the
 * folder its section's heading names in a code span (`apps/api/src`), else the repository's root.
 */
function namedFiles(markdown: string): { named: Set<string>; missing: string[] } {
  const named = new Set<string>();
  const missing: string[] = [];
  let base = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('#')) base = /`([\w./-]+)`/.exec(line)?.[1] ?? '';
    for (const [, span] of line.matchAll(/`([\w./-]+\.(?:tsx?|mjs))`/g)) {
      const file = [path.join(base, span!), span!].find((f) => existsSync(path.join(ROOT, f)));
      if (file) named.add(path.normalize(file));
      else missing.push(span!);
    }
  }
  return { named, missing };
}

describe(DOC, () => {
  const markdown = readFileSync(path.join(ROOT, DOC), 'utf8');
  const { named, missing } = namedFiles(markdown);

  it('names only files that exist', () => {
    expect(named.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('names every file on the quote path', () => {
    for (const root of ROOTS) expect(existsSync(path.join(ROOT, root)), root).toBe(true);
    const onPath = new Set(ROOTS.flatMap((root) => [...walk(root)]));
    const unnamed = [...onPath].filter((file) => !localesOf(file) && !named.has(file)).sort();
    expect(unnamed).toEqual([]);
    const folders = new Set([...onPath].map(localesOf).filter((f): f is string => f !== null));
    for (const folder of folders) expect(markdown, folder).toContain(`\`${folder}/\``);
  });
});
