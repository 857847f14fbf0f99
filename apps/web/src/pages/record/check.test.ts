// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAMPERINGS, publicCutOf, sampleRecord } from '@bidhall/testkit/record-fixtures';
import { checkRecordJson } from './check';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../../../../../packages/record-verifier/src/cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'record-page-'));
const bundle = path.join(dir, 'cli.js');

// The CLI bundled once, as its package's build script bundles it for shipping: each run is then
// plain node, not tsx compiling the domain code again.
beforeAll(async () => {
  await build({
    entryPoints: [CLI],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    logLevel: 'warning',
  });
});

/** The CLI's answer (`--json`) on a file holding `record`. */
async function cli(record: unknown, name: string, head?: string) {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(record));
  const args = [bundle, '--json', ...(head ? ['--head', head] : []), file];
  const out = await run(process.execPath, args).then(
    (ok) => ok.stdout,
    (error: { stdout: string }) => error.stdout,
  );
  return JSON.parse(out) as { projectId: number; holds: boolean; checks: unknown[] };
}

const records = {
  whole: sampleRecord(),
  publicWinnerOnly: publicCutOf(sampleRecord(), 1),
  publicAllBidders: publicCutOf(sampleRecord(), 3),
};

describe('the verification page and the CLI give the same answers', () => {
  for (const [cut, record] of Object.entries(records)) {
    it(`${cut}: the true record and each tampering`, async () => {
      const variants = {
        good: record,
        ...Object.fromEntries(Object.entries(TAMPERINGS).map(([name, tamper]) => [name, tamper(record)])),
      };
      const answers = await Promise.all(
        Object.entries(variants).map(([name, variant]) => cli(variant, `${cut}-${name}`)),
      );
      for (const [at, [name, variant]] of Object.entries(variants).entries()) {
        const page = await checkRecordJson(variant);
        const answer = answers[at]!;
        expect(page.kind).toBe('checked');
        if (page.kind !== 'checked') continue;
        expect({ name, checks: page.checks }).toEqual({ name, checks: answer.checks });
        expect({ name, holds: answer.holds }).toEqual({ name, holds: name === 'good' });
      }
    });
  }

  it("names the entry that breaks the chain, and checks the notice's public head", async () => {
    const edited = await checkRecordJson(TAMPERINGS.amountChanged!(records.publicAllBidders));
    expect(edited.kind === 'checked' && edited.checks.find((c) => c.name === 'chain')).toMatchObject({
      status: 'fail',
      key: 'chain.broken',
      params: { position: 5, seq: 5 },
    });
    const notice = records.publicAllBidders.publicHead;
    const page = await checkRecordJson({ result: records.publicAllBidders, __abp: true }, notice);
    expect(page.kind === 'checked' && page.checks.find((c) => c.name === 'head')).toMatchObject({
      status: 'ok',
      key: 'head.matchesNotice',
    });
    expect(await checkRecordJson({ format: 'x' })).toEqual({ kind: 'notRecord' });
  });
});
