import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createMemoryBus } from '@bidhall/bus/memory-bus';
import type { Bus } from '@bidhall/bus/bus';
import { decodeBusMessage } from '@bidhall/contracts/bus';
import { outbox } from '../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../test/live-project.ts';
import { startOutboxSweeper } from './sweeper.ts';

/** The in-process bus with a switch that makes every publish fail, as Redis being down. */
function flakyBus(): Bus & { down: boolean } {
  const inner = createMemoryBus();
  const bus = {
    ...inner,
    down: false,
    publish: (message: Parameters<Bus['publish']>[0]) =>
      bus.down ? Promise.reject(new Error('bus down')) : inner.publish(message),
  };
  return bus;
}

const bus = flakyBus();
let api: TestApi;
let supplier: TestSupplier;
let projectId: number;
const received: Array<{ id: string; seq: number | null; type: string; lagMs?: number }> = [];

beforeAll(async () => {
  api = await startTestApi({}, bus);
  const from = api.clock.now().getTime();
  projectId = (await createLiveProject(api.database.db, { from, to: from + 3_600_000 })).id;
  [supplier] = (await createSuppliers(api.database.db, api.deps.tokens, {
    count: 1,
    projectIds: [projectId],
    prefix: 'ob',
  })) as [TestSupplier];
  api.clock.advance(1000);
  await bus.subscribe((text) => {
    const decoded = decodeBusMessage(text);
    if (decoded.ok)
      received.push({
        id: decoded.message.id,
        seq: decoded.message.seq,
        type: decoded.message.type,
        lagMs: decoded.message.lagMs,
      });
  });
});
afterAll(() => api.close());

const quote = (amount: string, id: string) =>
  api.http
    .post('/api/services/app/Quote/Submit')
    .set(bearer(supplier.token))
    .send({ projectId, amount, clientQuoteId: id });
const unpublished = async () =>
  (await api.database.db.select().from(outbox).where(eq(outbox.projectId, projectId)))
    .filter((r) => !r.publishedAt)
    .map((r) => r.seq);

describe('the outbox relay', () => {
  it('publishes a committed change at once and marks it published', async () => {
    const res = await quote('900', 'up-1');
    expect(res.body.result.accepted).toBe(true);
    await expect.poll(() => received.map((m) => m.seq)).toEqual([1]);
    await api.deps.relay.flush();
    expect(await unpublished()).toEqual([]);
  });

  it('marks what it published on its own, moments later, without being asked to flush', async () => {
    const res = await quote('850', 'up-2');
    expect(res.body.result.seq).toBe(2);
    await expect.poll(() => received.map((m) => m.seq)).toEqual([1, 2]);
    // Marks wait a moment (MARK_DELAY_MS) to go out together. No sweeper runs in this api and
    // nothing is flushed, so only the relay's own timer can mark them.
    await expect.poll(unpublished).toEqual([]);
  });

  it('commits while the bus is down, and delivers once it is back, once', async () => {
    bus.down = true;
    expect((await quote('800', 'down-1')).body.result).toMatchObject({ accepted: true, seq: 3 });
    expect((await quote('700', 'down-2')).body.result).toMatchObject({ accepted: true, seq: 4 });
    expect(await unpublished()).toEqual([3, 4]);
    // A sweep while the bus is still down publishes nothing and loses nothing.
    expect(await api.deps.relay.sweep({ olderThanMs: 0 })).toBe(0);
    bus.down = false;
    // The sweeper leaves rows younger than two seconds to their own request.
    api.clock.advance(5000);
    const stop = startOutboxSweeper(api.deps, { intervalMs: 10 });
    await expect.poll(() => received.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    await stop();
    expect(await unpublished()).toEqual([]);
    expect(await api.deps.relay.sweep({ olderThanMs: 0 })).toBe(0);
    expect(new Set(received.map((m) => m.id)).size).toBe(4);
    // The sweeper says how long its rows waited, by its own clock (gateways judge a backlog by
    // it); the request path publishes its rows at once and says nothing.
    expect(received.map((m) => (m.lagMs === undefined ? 'live' : m.lagMs >= 5000 ? 'waited' : m.lagMs))).toEqual([
      'live',
      'live',
      'waited',
      'waited',
    ]);
  });

  it('publishes at once, and once, the rows of any change, also of a service that does not publish them itself', async () => {
    const agency = await api.login('agency', '代理机构');
    const before = received.length;
    const paused = await api.http
      .post('/api/services/app/Hall/Pause')
      .set(bearer(agency))
      .send({ projectId, reason: '核对报价' });
    expect(paused.status).toBe(200);
    const suspended = await api.http
      .post(`/api/services/app/Sproject/UpStatus?id=${projectId}&state=9`)
      .set(bearer(agency))
      .send({ reason: '暂停测试' });
    expect(suspended.status).toBe(200);
    await expect.poll(() => received.slice(before).map((m) => m.type)).toContain('project.state');
    await api.deps.relay.flush();
    const rows = (await api.database.db.select().from(outbox).where(eq(outbox.projectId, projectId))).filter(
      (r) => r.seq! > 4,
    );
    const ids = received.slice(before).map((m) => m.id);
    // The project's own events and the badge counts of the users concerned, each once.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    expect((await api.database.db.select().from(outbox)).filter((r) => !r.publishedAt)).toEqual([]);
  });
});
