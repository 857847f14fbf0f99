import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { projects } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { demoParties, projectInState } from '../../../test/lifecycle-fixtures.ts';
import { createLiveProject, createSuppliers } from '../../../test/live-project.ts';
import { PB_SETTINGS, pbSettingCalls } from '../../../test/pb-setting-calls.ts';

/** A floor set as a share of the project's budget: stored, read back with the floor in force, enforced. */
let api: TestApi;
let calls: ReturnType<typeof pbSettingCalls>;
const MIN = 60_000;

beforeAll(async () => {
  api = await startTestApi();
  calls = pbSettingCalls(api, await api.login('agency', ROLES.agency));
});
afterAll(() => api.close());

async function draftWithBudget(budget: string) {
  const p = await projectInState(api.database.db, await demoParties(api.database.db), 1, api.clock.now());
  await api.database.db.update(projects).set({ budget }).where(eq(projects.id, p.id));
  return p;
}

describe('a floor as a share of the budget', () => {
  it('defaults to none, and round-trips with the floor in force: the higher of the amount and the share', async () => {
    const p = await draftWithBudget('80000');
    expect(await calls.read(p.id)).toMatchObject({ floorPercent: null, effectiveFloor: null });
    const share = await calls.update({ projectId: p.id, ...PB_SETTINGS, floorPercent: 60 });
    expect(share.status, JSON.stringify(share.body.error)).toBe(200);
    expect(share.body.result).toMatchObject({ floor: null, floorPercent: 60, effectiveFloor: '48000.00' });
    expect(await calls.read(p.id)).toMatchObject({ floor: null, floorPercent: 60, effectiveFloor: '48000.00' });
    await calls.update({ projectId: p.id, ...PB_SETTINGS, floor: '50000', floorPercent: 60 }).expect(200);
    expect(await calls.read(p.id)).toMatchObject({ floor: '50000.00', floorPercent: 60, effectiveFloor: '50000.00' });
  });

  it('refuses a share outside 1-99 or not whole, and one that reaches the cap, with a 400 on the field', async () => {
    const p = await draftWithBudget('200000');
    await calls.update({ projectId: p.id, ...PB_SETTINGS, floorPercent: 40 }).expect(200);
    const cases: Array<[object, string[]]> = [
      [{ floorPercent: 0 }, ['floorPercent']],
      [{ floorPercent: 100 }, ['floorPercent']],
      [{ floorPercent: 60.5 }, ['floorPercent']],
      [{ floorPercent: '60' }, ['floorPercent']],
      // 50 % of 200,000 is the cap itself.
      [{ floorPercent: 50 }, ['floor', 'priceCap']],
    ];
    for (const [bad, members] of cases) {
      const res = await calls.update({ projectId: p.id, ...PB_SETTINGS, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.validationErrors.flatMap((e: { members: string[] }) => e.members)).toEqual(members);
    }
    expect(await calls.read(p.id)).toMatchObject({ floorPercent: 40, effectiveFloor: '80000.00' });
  });
});

describe('a live window with a floor at 60 % of the budget', () => {
  it('refuses a quote below the share as below-floor, and takes one at it', async () => {
    const now = api.clock.now().getTime();
    const project = await createLiveProject(api.database.db, {
      from: now - MIN,
      to: now + 30 * MIN,
      budget: '1000.00',
      settings: { floorPercent: 60 },
    });
    const [bidder] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 1,
      projectIds: [project.id],
      prefix: 'share-floor',
    });
    const quote = (amount: string) =>
      api.http
        .post('/api/services/app/Quote/Submit')
        .set(bearer(bidder!.token))
        .set('Accept-Language', 'en-US')
        .send({ projectId: project.id, amount, clientQuoteId: `share-${amount}` });
    expect((await quote('599.99')).body.result).toMatchObject({ accepted: false, reason: 'below-floor' });
    expect((await quote('600.00')).body.result.accepted).toBe(true);
  });
});
