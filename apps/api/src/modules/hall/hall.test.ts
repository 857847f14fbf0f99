import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { HallEventsSinceResult, HallSnapshotResult } from '@bidhall/contracts/hall';
import { outbox, projectAudits } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import supertest from 'supertest';
import { loadConfig } from '../../config.ts';
import { bearer, startTestApi, TEST_JWT_SECRET, type TestApi } from '../../../test/harness.ts';
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
    // Mode 1: supplier 1 sees its own quote and nothing of supplier 2's, not even a seq: its
    // view's head is its one event.
    expect(forOther.events.map((e) => e.message.seq)).toEqual([1]);
    expect(forOther.headSeq).toBe(1);
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
    const pausedAt = api.clock.now().getTime();
    const paused = await op('Pause', { reason: '网络中断' });
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
    // Supplier 2's view (mode 1): its own quote is the 1st event it was sent, supplier 1's none.
    const events = HallEventsSinceResult.parse((await since(suppliers[1]!.token, 1)).body.result).events;
    expect(events.map((e) => e.event === 'window:changed' && [e.message.kind, e.message.reason])).toEqual([
      ['paused', '网络中断'],
      ['resumed', null],
      ['corrected', '网络故障补时'],
    ]);
    // Each move is dated by the api's clock, as a log read again after a reload shows it.
    expect(events.map((e) => e.event === 'window:changed' && e.message.at)).toEqual([
      pausedAt,
      pausedAt + 30_000,
      pausedAt + 30_000,
    ]);
    const audits = await api.database.db.select().from(projectAudits).where(eq(projectAudits.projectId, projectId));
    expect(audits.map((a) => a.comment)).toEqual(['暂停报价：网络中断', '恢复报价', '调整报价结束时间：网络故障补时']);
    // The purchaser's open project pages are in no hall: each move reaches its users' channel.
    const [owner] = await api.database.db.select().from(users).where(eq(users.userName, 'purchaser'));
    const pushed = await api.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.userId, owner!.id), eq(outbox.type, 'badge.counts'), gte(outbox.createdAt, new Date(pausedAt))),
      );
    expect(pushed).toHaveLength(3);
    // So do the bidders' users, whose hall list is in no hall either: a push naming nothing.
    const toBidder = await api.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.userId, suppliers[0]!.userId),
          eq(outbox.type, 'badge.counts'),
          gte(outbox.createdAt, new Date(pausedAt)),
        ),
      );
    expect(toBidder.map((r) => r.payload)).toEqual(
      Array(3).fill({ userId: suppliers[0]!.userId, role: '供应商', counts: {} }),
    );
  });

  it('refuses an end moved beyond the rules with its own reason on newEnd, and nothing changes', async () => {
    const before = (await op('AdjustEnd', { newEnd: from + 30 * MIN, reason: '补时' })).body.result;
    const now = api.clock.now().getTime();
    const HOUR = 60 * MIN;
    const cases: [number, RegExp][] = [
      [now - 1, /at least 5 minutes after now/],
      [now + 4 * MIN, /at least 5 minutes after now/],
      [from + 30 * MIN + 24 * HOUR + 1, /at most 24 hours past the current end/],
    ];
    const inEnglish = (newEnd: number) =>
      api.http
        .post('/api/services/app/Hall/AdjustEnd')
        .set(bearer(agency))
        .set('Accept-Language', 'en-US')
        .send({ projectId, newEnd, reason: 'x' });
    for (const [newEnd, message] of cases) {
      const res = await inEnglish(newEnd);
      expect(res.status).toBe(400);
      expect(res.body.error.validationErrors).toEqual([
        { message: expect.stringMatching(message), members: ['newEnd'] },
      ]);
    }
    // Six accepted moves of a day each; a seventh would make the window longer than a week.
    let end = from + 30 * MIN;
    for (let i = 0; i < 6; i++) {
      end += 24 * HOUR;
      expect((await op('AdjustEnd', { newEnd: end, reason: `延长${i}` })).status).toBe(200);
    }
    const tooLong = await inEnglish(end + 24 * HOUR);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.validationErrors[0].message).toMatch(/longer than 7 days/);
    const after = (await op('AdjustEnd', { newEnd: from + 30 * MIN, reason: '恢复' })).body.result;
    expect(after.window.version).toBe(before.window.version + 7);
  });

  it('takes the least lead of a moved end from END_MOVE_MIN_LEAD_SECONDS', async () => {
    const soon = api.clock.now().getTime() + 2_000;
    const move = (app: Parameters<typeof supertest>[0]) =>
      supertest(app)
        .post('/api/services/app/Hall/AdjustEnd')
        .set(bearer(agency))
        .send({ projectId, newEnd: soon, reason: '演练' });
    expect((await move(api.app)).status).toBe(400);
    const config = loadConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      EMBED_GATEWAY: 'false',
      END_MOVE_MIN_LEAD_SECONDS: '0',
    });
    const unhurried = await api.sibling({ config });
    try {
      expect((await move(unhurried.app)).body.result.window.uppriceToTime).toBe(soon);
    } finally {
      await unhurried.close();
    }
    expect((await op('AdjustEnd', { newEnd: from + 30 * MIN, reason: '恢复' })).status).toBe(200);
  });

  it('refuses a pause without its reason, a second pause and a supplier', async () => {
    const unexplained = await op('Pause', { reason: ' ' });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.error.validationErrors[0].members).toEqual(['reason']);
    await op('Pause', { reason: '核对' });
    expect((await op('Pause', { reason: '核对' })).status).toBe(500);
    await op('Resume', {});
    const bySupplier = await api.http
      .post('/api/services/app/Hall/Pause')
      .set(bearer(suppliers[0]!.token))
      .send({ projectId, reason: '核对' });
    expect(bySupplier.status).toBe(403);
  });
});
