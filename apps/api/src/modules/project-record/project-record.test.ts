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
import { verifyRecord } from './verify.ts';

let api: TestApi;
let agency: string;
let projectId: number;
const MIN = 60_000;
let end: number;

beforeAll(async () => {
  api = await startTestApi();
  const from = api.clock.now().getTime() + MIN;
  end = from + 10 * MIN;
  projectId = (await createLiveProject(api.database.db, { from, to: end, winbidRule: 4, settings: { minBidders: 2 } })).id;
  const suppliers = await createSuppliers(api.database.db, api.deps.tokens, { count: 3, projectIds: [projectId], prefix: 'rec' });
  agency = await api.login('agency', '代理机构');
  api.clock.set(new Date(from + 1000));
  for (const [i, amount] of ['500', '450', '480', '440'].entries()) {
    api.clock.advance(10);
    await api.http.post('/api/services/app/Quote/Submit').set(bearer(suppliers[i % 3]!.token)).send({ projectId, amount, clientQuoteId: `r${i}` });
  }
});
afterAll(() => api.close());

const exportRecord = () => api.http.get(`/api/services/app/ProjectRecord/Export?projectId=${projectId}`).set(bearer(agency));

describe('ProjectRecord/Export and the verifier', () => {
  it('refuses to export while the window runs', async () => {
    expect((await exportRecord()).status).toBe(500);
  });

  it('exports a record that verifies: chain, ranking and the second-lowest winner', async () => {
    api.clock.set(new Date(end));
    await closeDueWindows(api.deps.db, api.clock.now());
    const res = await exportRecord();
    const record = ProjectRecordExport.parse(res.body.result);
    expect(record.result.winners).toMatchObject([{ amount: '450.00' }]);
    expect(verifyRecord(record).map((c) => [c.name, c.ok])).toEqual([
      ['chain', true],
      ['head', true],
      ['stream', true],
      ['ranking', true],
      ['bidders', true],
      ['failure', true],
      ['winner', true],
    ]);
  });

  it('finds a changed amount, a dropped entry and a false winner', async () => {
    const record = ProjectRecordExport.parse((await exportRecord()).body.result);
    const edited = structuredClone(record);
    (edited.entries[1]!.event.payload as { amount: string }).amount = '1.00';
    expect(verifyRecord(edited).find((c) => c.name === 'chain')!.ok).toBe(false);
    const dropped = { ...record, entries: record.entries.slice(1) };
    expect(verifyRecord(dropped).find((c) => c.name === 'chain')!.ok).toBe(false);
    const falseWinner = structuredClone(record);
    falseWinner.result.winners![0]!.supplierId = record.result.ranking[0]!.supplierId;
    expect(verifyRecord(falseWinner).find((c) => c.name === 'winner')!.ok).toBe(false);
  });

  it('runs as a CLI on the exported file: exit 0 when it verifies, 1 when it does not', async () => {
    const body = (await exportRecord()).body;
    const dir = mkdtempSync(path.join(tmpdir(), 'record-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(body));
    const cli = path.resolve(import.meta.dirname, '../../cli/verify-record.ts');
    const run = promisify(execFile);
    const ok = await run(process.execPath, ['--import', 'tsx', cli, good]);
    expect(ok.stdout).toContain(`record of project ${projectId} verifies`);
    body.result.result.ranking[0].amount = '1.00';
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(body));
    await expect(run(process.execPath, ['--import', 'tsx', cli, bad])).rejects.toMatchObject({ code: 1 });
  });
});
