import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HallEventsSinceResult, HallSnapshotResult } from '@bidhall/contracts/hall';
import { projectAudits } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../../test/live-project.ts';

let api: TestApi;
let agency: string;
let purchaser: string;
let projectId: number;
let suppliers: TestSupplier[];
const MIN = 60_000;
let from: number;

beforeAll(async () => {
  api = await startTestApi();
  from = api.clock.now().getTime() + MIN;
  const project = await createLiveProject(api.database.db, { from, to: from + 10 * MIN, settings: { disclosure: 1 } });
  projectId = project.id;
  suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: 2,
    projectIds: [projectId],
    prefix: 'hall',
  });
  [agency, purchaser] = await Promise.all([api.login('agency', '代理机构'), api.login('purchaser', '采购人')]);
  api.clock.set(new Date(from + 1000));
  for (const [i, s] of suppliers.entries()) {
    await api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(s.token))
      .send({ projectId, amount: String(900 - i * 10), clientQuoteId: `h${i}` });
  }
});
afterAll(() => api.close());

const snapshot = (token: string) =>
  api.http.get(`/api/services/app/Hall/GetSnapshot?projectId=${projectId}`).set(bearer(token));
const since = (token: string, sinceSeq: number) =>
  api.http
    .get(`/api/services/app/ProjectEvent/GetSince?projectId=${projectId}&sinceSeq=${sinceSeq}`)
    .set(bearer(token));
const op = (method: string, body: Record<string, unknown>) =>
  api.http
    .post(`/api/services/app/Hall/${method}`)
    .set(bearer(agency))
    .send({ projectId, ...body });

describe('Hall/GetSnapshot and ProjectEvent/GetSince', () => {
  it('gives the agency the full ranking and a supplier only its own quote in disclosure mode 1', async () => {
    const full = HallSnapshotResult.parse((await snapshot(agency)).body.result);
    expect(full).toMatchObject({
      audience: 'agency',
      seq: 2,
      serverNow: from + 1000,
      window: { version: 1, paused: false },
    });
    expect(full.ranking).toMatchObject({
      kind: 'full',
      entries: [
        { rank: 1, amount: '890.00' },
        { rank: 2, amount: '900.00' },
      ],
    });
    const own = HallSnapshotResult.parse((await snapshot(suppliers[0]!.token)).body.result);
    expect(own.ranking).toEqual({
      kind: 'supplier',
      own: { amount: '900.00', rank: null, quoteCount: 1, remainingQuotes: null },
      entries: [],
    });
  });

  it('refuses a supplier that did not sign up', async () => {
    const [outsider] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 1,
      projectIds: [],
      prefix: 'hall-out',
    });
    expect((await snapshot(outsider!.token)).status).toBe(403);
    expect((await since(outsider!.token, 0)).status).toBe(403);
  });

  it('replays the events after sinceSeq as each audience saw them', async () => {
    const forPurchaser = HallEventsSinceResult.parse((await since(purchaser, 1)).body.result);
    expect(forPurchaser.events.map((e) => [e.event, e.message.seq])).toEqual([['quote:accepted', 2]]);
    const forOther = HallEventsSinceResult.parse((await since(suppliers[0]!.token, 0)).body.result);
    // Mode 1: supplier 1 sees its own quote (seq 1) and nothing of supplier 2's.
    expect(forOther.events.map((e) => e.message.seq)).toEqual([1]);
    expect(forOther.headSeq).toBe(2);
  });

  it('answers a long stream in pages: headSeq is where a page ends while there is more', async () => {
    const page = async (sinceSeq: number) =>
      HallEventsSinceResult.parse(
        (
          await api.http
            .get(`/api/services/app/ProjectEvent/GetSince?projectId=${projectId}&sinceSeq=${sinceSeq}&MaxResultCount=1`)
            .set(bearer(agency))
        ).body.result,
      );
    const first = await page(0);
    expect(first).toMatchObject({ headSeq: 1, more: true });
    expect(first.events.map((e) => e.message.seq)).toEqual([1]);
    const last = await page(first.headSeq);
    expect(last).toMatchObject({ headSeq: 2, more: false });
    expect(last.events.map((e) => e.message.seq)).toEqual([2]);
    expect(await page(2)).toMatchObject({ headSeq: 2, more: false, events: [] });
    expect(
      (
        await api.http
          .get(`/api/services/app/ProjectEvent/GetSince?projectId=${projectId}&sinceSeq=0&MaxResultCount=1001`)
          .set(bearer(agency))
      ).status,
    ).toBe(400);
  });
});

describe('operator actions', () => {
  it('pauses, resumes with the window shifted by the pause, and moves the end with a reason', async () => {
    const paused = await op('Pause', {});
    expect(paused.body.result).toMatchObject({ seq: 3, window: { paused: true, version: 2 } });
    const refused = await api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(suppliers[0]!.token))
      .set('Accept-Language', 'en-US')
      .send({ projectId, amount: '800', clientQuoteId: 'while-paused' });
    expect(refused.body.result.reason).toBe('paused');
    api.clock.advance(30_000);
    const resumed = await op('Resume', {});
    expect(resumed.body.result).toMatchObject({
      seq: 4,
      window: { paused: false, version: 3, uppriceToTime: from + 10 * MIN + 30_000 },
    });
    const newEnd = from + 20 * MIN;
    const moved = await op('AdjustEnd', { newEnd, reason: '网络故障补时' });
    expect(moved.body.result).toMatchObject({ seq: 5, window: { version: 4, uppriceToTime: newEnd } });
    const events = HallEventsSinceResult.parse((await since(suppliers[1]!.token, 2)).body.result).events;
    expect(events.map((e) => e.event === 'window:changed' && [e.message.kind, e.message.reason])).toEqual([
      ['paused', null],
      ['resumed', null],
      ['corrected', '网络故障补时'],
    ]);
    const audits = await api.database.db.select().from(projectAudits).where(eq(projectAudits.projectId, projectId));
    expect(audits.map((a) => a.comment)).toEqual(['暂停报价', '恢复报价', '调整报价结束时间：网络故障补时']);
  });

  it('refuses an end in the past, a second pause and a supplier', async () => {
    expect((await op('AdjustEnd', { newEnd: api.clock.now().getTime() - 1, reason: 'x' })).status).toBe(500);
    await op('Pause', {});
    expect((await op('Pause', {})).status).toBe(500);
    await op('Resume', {});
    const bySupplier = await api.http
      .post('/api/services/app/Hall/Pause')
      .set(bearer(suppliers[0]!.token))
      .send({ projectId });
    expect(bySupplier.status).toBe(403);
  });
});
