import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectRecordExport } from '@bidhall/contracts/project-record';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers } from '../../../test/live-project.ts';
import { closeDueWindows } from '../window-end/service.ts';
import { verifyRecord } from '@bidhall/domain/record-verify';
import { sha256HexAsync } from '../../events/chain.ts';

const checksOf = async (record: ProjectRecordExport) => verifyRecord(record, sha256HexAsync);
const statusOf = async (record: ProjectRecordExport, name: string) =>
  (await checksOf(record)).find((c) => c.name === name)!.status;

let api: TestApi;
let agency: string;
let projectId: number;
const MIN = 60_000;
let end: number;

beforeAll(async () => {
  api = await startTestApi();
  const from = api.clock.now().getTime() + MIN;
  end = from + 10 * MIN;
  projectId = (await createLiveProject(api.database.db, { from, to: end, winbidRule: 4, settings: { minBidders: 2 } }))
    .id;
  const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: 3,
    projectIds: [projectId],
    prefix: 'rec',
  });
  agency = await api.login('agency', '代理机构');
  api.clock.set(new Date(from + 1000));
  for (const [i, amount] of ['500', '450', '480', '440'].entries()) {
    api.clock.advance(10);
    await api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(suppliers[i % 3]!.token))
      .send({ projectId, amount, clientQuoteId: `r${i}` });
  }
});
afterAll(() => api.close());

const exportRecord = () =>
  api.http.get(`/api/services/app/ProjectRecord/Export?projectId=${projectId}`).set(bearer(agency));

describe('ProjectRecord/Export and the verifier', () => {
  it('refuses to export while the window runs', async () => {
    expect((await exportRecord()).status).toBe(500);
  });

  it('exports a record that verifies: chain, ranking and the second-lowest winner', async () => {
    api.clock.set(new Date(end));
    await closeDueWindows(api.deps, api.clock.now());
    // A sealed record carries the amounts: the audience policy lets it out once the quotes are opened.
    expect((await exportRecord()).status).toBe(403);
    expect(
      (await api.http.post('/api/services/app/Evaluation/OpenQuotes').set(bearer(agency)).send({ projectId })).status,
    ).toBe(200);
    const res = await exportRecord();
    const record = ProjectRecordExport.parse(res.body.result);
    expect(record.result.winners).toMatchObject([{ amount: '450.00' }]);
    expect((await checksOf(record)).map((c) => [c.name, c.status])).toEqual([
      ['chain', 'ok'],
      ['link', 'ok'],
      ['head', 'ok'],
      ['stream', 'ok'],
      ['ranking', 'ok'],
      ['bidders', 'ok'],
      ['failure', 'ok'],
      ['winner', 'ok'],
    ]);
  });

  it('finds a changed amount, a dropped entry and a false winner', async () => {
    const record = ProjectRecordExport.parse((await exportRecord()).body.result);
    const edited = structuredClone(record);
    (edited.entries[1]!.event.payload as { amount: string }).amount = '1.00';
    expect(await statusOf(edited, 'chain')).toBe('fail');
    const dropped = { ...record, entries: record.entries.slice(1) };
    expect(await statusOf(dropped, 'chain')).toBe('fail');
    const falseWinner = structuredClone(record);
    falseWinner.result.winners![0]!.supplierId = record.result.ranking[0]!.supplierId;
    expect(await statusOf(falseWinner, 'winner')).toBe('fail');
  });

  it('runs as a CLI on the exported file: exit 0 when it verifies, 1 when it does not', async () => {
    const body = (await exportRecord()).body;
    const dir = mkdtempSync(path.join(tmpdir(), 'record-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(body));
    const cli = path.resolve(import.meta.dirname, '../../../../../packages/record-verifier/src/cli.ts');
    const run = promisify(execFile);
    const ok = await run(process.execPath, ['--import', 'tsx', cli, good]);
    expect(ok.stdout).toContain(`The record of project ${projectId} verifies`);
    body.result.result.ranking[0].amount = '1.00';
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(body));
    await expect(run(process.execPath, ['--import', 'tsx', cli, bad])).rejects.toMatchObject({ code: 1 });
  });
});
