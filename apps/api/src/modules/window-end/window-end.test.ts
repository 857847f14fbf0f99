import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { decodeBusMessage, type BusMessageOf } from '@bidhall/contracts/bus';
import { ROLES } from '@bidhall/domain/roles';
import { outbox, projects } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers } from '../../../test/live-project.ts';
import { secondInstance } from '../../../test/second-instance.ts';
import { closeDueWindows } from './service.ts';
import { startWindowScheduler } from './scheduler.ts';

let api: TestApi;
const MIN = 60_000;
let from: number;
const published: string[] = [];
const badges: BusMessageOf<'badge.counts'>['payload'][] = [];

beforeAll(async () => {
  api = await startTestApi();
  from = api.clock.now().getTime() + MIN;
  await api.deps.bus.subscribe((text) => {
    const decoded = decodeBusMessage(text);
    if (decoded.ok) published.push(`${decoded.message.type}:${decoded.message.projectId}`);
    if (decoded.ok && decoded.message.type === 'badge.counts') badges.push(decoded.message.payload);
  });
});
afterAll(() => api.close());

/** A live project with `bidders` suppliers that each quoted once; minBidders 2. */
async function projectWithBidders(bidders: number) {
  const project = await createLiveProject(api.database.db, { from, to: from + 5 * MIN, settings: { minBidders: 2 } });
  const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: bidders,
    projectIds: [project.id],
    prefix: `we${project.id}`,
  });
  api.clock.set(new Date(from + 1000));
  for (const [i, s] of suppliers.entries()) {
    const res = await api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(s.token))
      .send({ projectId: project.id, amount: String(100 + i), clientQuoteId: 'c' });
    expect(res.body.result.accepted).toBe(true);
  }
  return project.id;
}

// In id order: without one a select returns the rows in whatever order the table holds them.
const stateOf = async (ids: number[]) =>
  (await api.database.db.select().from(projects).where(inArray(projects.id, ids)).orderBy(projects.id)).map((p) => [
    p.id,
    p.state,
    p.windowClosedAt?.getTime() ?? null,
  ]);

describe('window end', () => {
  it('runs once per window with two api instances racing, and fails a project short of bidders', async () => {
    const ids = [await projectWithBidders(1), await projectWithBidders(2), await projectWithBidders(0)];
    const other = await secondInstance(api);
    const end = new Date(from + 5 * MIN);
    api.clock.set(end);
    try {
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) => closeDueWindows(i % 2 ? other.deps : api.deps, end)),
      );
      const closed = runs.flatMap((r) => r.closed.map((c) => c.projectId)).sort((a, b) => a - b);
      expect(closed).toEqual(ids);
      expect(await stateOf(ids)).toEqual([
        [ids[0], 8, end.getTime()],
        [ids[1], 5, end.getTime()],
        [ids[2], 8, end.getTime()],
      ]);
      const failures = await api.database.db
        .select()
        .from(outbox)
        .where(and(inArray(outbox.projectId, ids), eq(outbox.type, 'project.state')));
      expect(failures.map((r) => r.projectId).sort()).toEqual([ids[0], ids[2]].sort());
      expect((await closeDueWindows(other.deps, new Date(end.getTime() + MIN))).closed).toEqual([]);
    } finally {
      await other.database?.close();
    }
  });

  it('closes a window that ended while the api was down as soon as the scheduler starts', async () => {
    const id = await projectWithBidders(2);
    api.clock.set(new Date(from + 60 * MIN));
    const closed: number[] = [];
    const stop = startWindowScheduler(api.deps, { intervalMs: 20, onClosed: (w) => closed.push(w.projectId) });
    await expect.poll(() => closed).toContain(id);
    await stop();
    expect(await stateOf([id])).toEqual([[id, 5, from + 60 * MIN]]);
  });

  it('publishes the failure to the bus', async () => {
    const id = await projectWithBidders(1);
    api.clock.set(new Date(from + 60 * MIN));
    const stop = startWindowScheduler(api.deps, { intervalMs: 20 });
    await expect.poll(() => published).toContain(`project.state:${id}`);
    await stop();
  });

  it("sends the agency's users the results to submit its window's end leaves, as its menu counts them", async () => {
    const id = await projectWithBidders(2);
    const [agency] = await api.database.db.select().from(users).where(eq(users.userName, 'agency'));
    const token = await api.login('agency', ROLES.agency);
    const menu = async () =>
      (await api.http.get('/api/services/app/MenuNum/GetCgrNum').set(bearer(token))).body.result.waitConfirmNum;
    const before = await menu();
    const heard = badges.length;
    api.clock.set(new Date(from + 60 * MIN));
    const stop = startWindowScheduler(api.deps, { intervalMs: 20 });
    try {
      await expect.poll(() => stateOf([id])).toEqual([[id, 5, from + 60 * MIN]]);
      const pushed = () => badges.slice(heard).filter((b) => b.userId === agency!.id && b.role === ROLES.agency);
      await expect.poll(() => pushed().length).toBeGreaterThan(0);
      expect(await menu()).toBeGreaterThan(before);
      expect(pushed().at(-1)!.counts.waitConfirmNum).toBe(await menu());
    } finally {
      await stop();
    }
  });
});
