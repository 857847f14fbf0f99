import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { projects } from '../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { openTestDatabase } from '../../test/database.ts';
import { ensureLiveRound, LIVE_PROJECT_NAME } from './live-round.ts';

/** The demo's live round on a later start: the demo is seeded once, its live window must not be. */
let api: TestApi;
const MIN = 60_000;
const app = (path: string) => `/api/services/app/${path}`;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api.close());

const rounds = () =>
  api.database.db
    .select({ id: projects.id, name: projects.name, state: projects.state })
    .from(projects)
    .where(and(eq(projects.tenantId, 1), like(projects.name, `${LIVE_PROJECT_NAME}%`)))
    .orderBy(projects.id);

describe('the demo live round at start-up', () => {
  it('keeps the first start’s live project while its window is still ahead or open', async () => {
    const start = api.clock.now();
    const round = await ensureLiveRound(api.database.db, start);
    expect(round).toMatchObject({
      name: LIVE_PROJECT_NAME,
      seeded: false,
      opensAt: new Date(start.getTime() + MIN),
      closesAt: new Date(start.getTime() + 31 * MIN),
    });
    api.clock.advance(30 * MIN);
    expect(await ensureLiveRound(api.database.db, api.clock.now())).toMatchObject({
      seeded: false,
      name: LIVE_PROJECT_NAME,
    });
    expect(await rounds()).toHaveLength(1);
  });

  it('adds a round opening a minute later once every earlier window has closed, ready to quote', async () => {
    api.clock.advance(2 * 60 * MIN);
    const later = api.clock.now().getTime();
    const round = (await ensureLiveRound(api.database.db, api.clock.now()))!;
    expect(round).toMatchObject({
      name: `${LIVE_PROJECT_NAME}第2场`,
      seeded: true,
      opensAt: new Date(later + MIN),
      closesAt: new Date(later + 31 * MIN),
    });
    expect((await rounds()).map((r) => r.name)).toEqual([LIVE_PROJECT_NAME, `${LIVE_PROJECT_NAME}第2场`]);

    const agency = await api.login('agency', ROLES.agency);
    const detail = await api.http
      .get(app('Sproject/GetSprojectDetail'))
      .set(bearer(agency))
      .query({ id: round.projectId });
    expect(detail.body.result).toMatchObject({ projectName: round.name, state: 5 });

    // Its three suppliers signed up and passed: each may quote once the window opens.
    api.clock.advance(MIN);
    for (const [i, user] of ['supplier1', 'supplier2', 'supplier3'].entries()) {
      const token = await api.login(user, ROLES.supplier);
      const quote = await api.http
        .post(app('Quote/Submit'))
        .set(bearer(token))
        .send({ projectId: round.projectId, amount: `${99_000 - i * 100}.00`, clientQuoteId: `round2-${user}` });
      expect(quote.body.result, user).toMatchObject({ accepted: true });
    }
  });

  it('adds nothing while the new round is open, and again one round after it closed (a restart)', async () => {
    const [, second] = await rounds();
    api.clock.advance(5 * MIN);
    expect(await ensureLiveRound(api.database.db, api.clock.now())).toMatchObject({
      projectId: second!.id,
      seeded: false,
    });

    // A later start, as `npm start` makes it: createApp with the full demo on the same database.
    api.clock.advance(60 * MIN);
    const restarted = await api.sibling({ demo: 'full' });
    try {
      expect((await rounds()).map((r) => r.name).at(-1)).toBe(`${LIVE_PROJECT_NAME}第3场`);
      expect(await rounds()).toHaveLength(3);
    } finally {
      await restarted.close();
    }
  });

  it('adds nothing to a database without the demo tenant (SEED_DEMO=false)', async () => {
    const empty = await openTestDatabase();
    try {
      expect(await ensureLiveRound(empty.db, new Date())).toBeNull();
      expect(await empty.db.select({ id: projects.id }).from(projects)).toEqual([]);
    } finally {
      await empty.close();
    }
    // A database of its own beside the file's: a second PGlite starts, seconds on a busy machine.
  }, 120_000);
});
