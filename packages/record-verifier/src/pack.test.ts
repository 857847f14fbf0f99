import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sha256HexAsync } from '@bidhall/domain/auction-record';
import { verifyRecord } from '@bidhall/domain/record-verify';
import { TAMPERINGS, publicCutOf, sampleRecord } from '@bidhall/testkit/record-fixtures';

const run = promisify(execFile);
const PACKAGE = path.resolve(import.meta.dirname, '..');
let dir: string;
let bin: string;

/** The browser's hash: Web Crypto, as the verification page computes it. */
const webSha256: Sha256HexAsync = async (text) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

/** Runs the packed bin; resolves with its exit code and its --json answer. */
async function runBin(
  record: unknown,
  name: string,
): Promise<{ code: number; holds: boolean; checks: Array<{ name: string; status: string; key: string }> }> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ result: record, success: true, __abp: true }));
  const answer = await run(process.execPath, [bin, '--json', file]).then(
    (ok) => ({ code: 0, stdout: ok.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return { code: answer.code, ...JSON.parse(answer.stdout) };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'record-verifier-'));
  // npm pack runs prepack: the bin is bundled to plain JS with the domain code it needs.
  const packed = await run('npm', ['pack', '--pack-destination', dir, '--json'], { cwd: PACKAGE });
  const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: Array<{ path: string }> }];
  expect(files.map((f) => f.path).sort()).toEqual(['README.md', 'dist/cli.js', 'package.json']);
  await run('tar', ['xzf', path.join(dir, filename), '-C', dir]);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package/package.json'), 'utf8')) as {
    bin: Record<string, string>;
    dependencies?: object;
  };
  expect(manifest.dependencies).toBeUndefined();
  bin = path.join(dir, 'package', manifest.bin['bidhall-verify-record']!);
}, 120_000);

const cuts = {
  whole: sampleRecord(),
  publicWinnerOnly: publicCutOf(sampleRecord(), 1),
  publicAllBidders: publicCutOf(sampleRecord(), 3),
};

describe('the packed verifier (npm pack, then its bin with node)', () => {
  for (const [cut, record] of Object.entries(cuts)) {
    it(`${cut}: accepts the true record and rejects each tampering, with the browser core's answers`, async () => {
      const good = await runBin(record, `${cut}-good`);
      expect(good).toMatchObject({ code: 0, holds: true });
      expect(good.checks).toEqual(await verifyRecord(record, webSha256));
      for (const [name, tamper] of Object.entries(TAMPERINGS)) {
        const forged = tamper(record);
        const answer = await runBin(forged, `${cut}-${name}`);
        expect({ name, code: answer.code, holds: answer.holds }).toEqual({ name, code: 1, holds: false });
        expect(answer.checks).toEqual(await verifyRecord(forged, webSha256));
      }
    }, 60_000);
  }

  it('prints in words which entry breaks the chain, catches a consistent forgery by the notice head, and exits 2 on a file that is not a record', async () => {
    const file = path.join(dir, 'edited.json');
    writeFileSync(file, JSON.stringify(TAMPERINGS.amountChanged!(cuts.whole)));
    const failed = await run(process.execPath, [bin, file]).catch((error: { code: number; stdout: string }) => error);
    expect(failed).toMatchObject({ code: 1, stdout: expect.stringContaining('Entry 5 (seq 5) breaks the chain') });
    writeFileSync(file, JSON.stringify(cuts.publicWinnerOnly));
    expect((await run(process.execPath, [bin, '--head', cuts.publicWinnerOnly.publicHead, file])).stdout).toContain(
      'ends at the head printed on the result notice',
    );
    const forged = TAMPERINGS.amountChangedRechained!(cuts.publicWinnerOnly);
    forged.result.winners = [{ ...forged.result.winners![0]!, amount: '400.00' }];
    writeFileSync(file, JSON.stringify(forged));
    await run(process.execPath, [bin, file]);
    const againstNotice = await run(process.execPath, [bin, '--head', cuts.publicWinnerOnly.publicHead, file]).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(againstNotice).toMatchObject({ code: 1, stdout: expect.stringContaining('The result notice prints head') });
    writeFileSync(file, '{"format":"something else"}');
    await expect(run(process.execPath, [bin, file])).rejects.toMatchObject({ code: 2 });
    // Five runs of the bin, each a node start-up: over vitest's 5 s default on a busy machine.
  }, 60_000);
});
