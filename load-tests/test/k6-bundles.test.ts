import { readFileSync } from 'node:fs';
import { parse, type Program } from 'acorn';
import { transform } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR, K6_MODULES, K6_SCRIPTS, bundleK6 } from '../src/k6build/bundle.ts';
import { PROFILES, hallConfig, hallOptions } from '../k6/src/plans/hall.ts';

/**
 * The files k6 runs are esbuild bundles of k6/src. k6 v0.48's runtime parses ES2017 and no
 * later, so every bundle must pass a strict ES2017 parse here, import only k6's own modules,
 * and match a fresh build (a committed bundle cannot go stale behind its source).
 */
const parse2017 = (code: string): Program => parse(code, { ecmaVersion: 2017, sourceType: 'module' });

/** Library calls newer than ES2017 that an older k6 runtime may lack; esbuild does not polyfill. */
const LATER_LIBRARY =
  /\.replaceAll\(|Object\.hasOwn\(|Object\.fromEntries\(|\.flatMap\(|\.flat\(|\.at\(-?\d|\.matchAll\(|structuredClone\(|Promise\.allSettled\(/;

let built: Map<string, string>;
beforeAll(async () => {
  built = await bundleK6();
});

describe('the ES2017 check', () => {
  it.each([
    ['optional catch binding', 'try { f(); } catch { g(); }'],
    ['optional chaining', 'const a = b?.c;'],
    ['nullish coalescing', 'const a = b ?? c;'],
    ['object spread', 'const a = { ...b };'],
    ['object rest', 'const { a, ...rest } = b;'],
    ['class fields', 'class A { x = 1; }'],
    ['numeric separators', 'const n = 1_000;'],
  ])('rejects %s', (_name, code) => {
    expect(() => parse2017(code)).toThrow(SyntaxError);
  });

  it('is passed by what esbuild makes of the same syntax at target es2017', async () => {
    const source =
      'try { f(); } catch { g(); } const a = { ...b, c: d?.e ?? 1 }; const { x, ...rest } = a; class A { y = 1_000; }';
    const { code } = await transform(source, { target: 'es2017', loader: 'ts' });
    expect(() => parse2017(code)).not.toThrow();
  });
});

describe.each(K6_SCRIPTS)('the k6 bundle %s', (script) => {
  const file = `${script}.js`;

  it('is built, and the committed dist/ copy is that build', () => {
    const text = built.get(file);
    expect(text, `npm run build:k6 -w @bidhall/load-tests`).toBeDefined();
    expect(
      readFileSync(`${DIST_DIR}/${file}`, 'utf8'),
      `k6/dist/${file} is stale: npm run build:k6 -w @bidhall/load-tests`,
    ).toBe(text);
  });

  it('parses as ES2017, imports only k6 modules and calls no later library', () => {
    const text = built.get(file)!;
    const program = parse2017(text);
    const imports = program.body.filter((n) => n.type === 'ImportDeclaration').map((n) => String(n.source.value));
    expect(imports.length).toBeGreaterThan(0);
    for (const source of imports) expect(K6_MODULES).toContain(source);
    expect(text).not.toMatch(LATER_LIBRARY);
  });

  it('exports the options, handleSummary and every function its scenarios run', () => {
    const program = parse2017(built.get(file)!);
    const exported = program.body.flatMap((n) =>
      n.type === 'ExportNamedDeclaration' ? n.specifiers.map((s) => ('name' in s.exported ? s.exported.name : '')) : [],
    );
    const scenarios =
      script === 'rest-smoke' ? [] : Object.values(hallOptions(hallConfig({}, PROFILES[script])).scenarios);
    const execs = script === 'rest-smoke' ? ['default'] : scenarios.map((s) => s.exec);
    for (const name of ['options', 'handleSummary', ...execs]) expect(exported).toContain(name);
  });
});
