import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { demoParties, projectInState } from '../../../test/lifecycle-fixtures.ts';
import { createLiveProject, createSuppliers } from '../../../test/live-project.ts';
import { PB_SETTINGS, pbSettingCalls } from '../../../test/pb-setting-calls.ts';

/** The project's floor, step reference and abnormal-low threshold: stored, read back, enforced, flagged. */
let api: TestApi;
let agency: string;
let update: ReturnType<typeof pbSettingCalls>['update'];
let read: ReturnType<typeof pbSettingCalls>['read'];
const MIN = 60_000;

beforeAll(async () => {
  api = await startTestApi();
  agency = await api.login('agency', ROLES.agency);
  ({ update, read } = pbSettingCalls(api, agency));
});
afterAll(() => api.close());

describe('floor, step reference and abnormal-low threshold', () => {
  it('default to none, the own last quote and 20 %, and round-trip once saved', async () => {
    const p = await projectInState(api.database.db, await demoParties(api.database.db), 1, api.clock.now());
    expect(await read(p.id)).toMatchObject({ floor: null, stepAgainst: 'own', abnormalLowPercent: 20, saved: false });
    const saved = await update({
      projectId: p.id,
      ...PB_SETTINGS,
      floor: '60000',
      stepAgainst: 'best',
      abnormalLowPercent: 30,
    });
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    const expected = { floor: '60000.00', stepAgainst: 'best', abnormalLowPercent: 30, saved: true };
    expect(saved.body.result).toMatchObject(expected);
    expect(await read(p.id)).toMatchObject(expected);
  });

  it('refuses bad values with a 400 on the field, and keeps what was saved', async () => {
    const p = await projectInState(api.database.db, await demoParties(api.database.db), 1, api.clock.now());
    await update({ projectId: p.id, ...PB_SETTINGS, floor: '500' }).expect(200);
    const cases: Array<[object, string[]]> = [
      [{ floor: '100000' }, ['floor', 'priceCap']],
      [{ floor: '-5' }, ['floor']],
      [{ floor: 'cheap' }, ['floor']],
      [{ abnormalLowPercent: 100 }, ['abnormalLowPercent']],
      [{ abnormalLowPercent: -1 }, ['abnormalLowPercent']],
      [{ abnormalLowPercent: '20' }, ['abnormalLowPercent']],
      [{ stepAgainst: 'rival' }, ['stepAgainst']],
    ];
    for (const [bad, members] of cases) {
      const res = await update({ projectId: p.id, ...PB_SETTINGS, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.validationErrors.flatMap((e: { members: string[] }) => e.members)).toEqual(members);
    }
    expect(await read(p.id)).toMatchObject({ floor: '500.00', abnormalLowPercent: 20 });
  });
});

describe('a live window with a floor', () => {
  let projectId: number;
  let tokens: string[];

  beforeAll(async () => {
    const now = api.clock.now().getTime();
    const project = await createLiveProject(api.database.db, {
      from: now - MIN,
      to: now + 30 * MIN,
      settings: { floor: '400.00', abnormalLowPercent: 20 },
    });
    projectId = project.id;
    const bidders = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 3,
      projectIds: [projectId],
      prefix: 'floor',
    });
    tokens = bidders.map((b) => b.token);
  });

  const quote = (token: string, amount: string) =>
    api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(token))
      .set('Accept-Language', 'en-US')
      .send({ projectId, amount, clientQuoteId: `floor-${amount}-${Math.random()}` });

  it('refuses a quote below the floor with its own reason, and takes one at the floor', async () => {
    const below = await quote(tokens[0]!, '399.99');
    expect(below.body.result).toMatchObject({ accepted: false, reason: 'below-floor' });
    expect(below.body.result.message).toMatch(/floor/);
    expect((await quote(tokens[0]!, '400.00')).body.result.accepted).toBe(true);
  });

  it("flags abnormally low quotes on the agency's price list, never on a supplier's", async () => {
    expect((await quote(tokens[1]!, '1000.00')).body.result.accepted).toBe(true);
    expect((await quote(tokens[2]!, '1000.00')).body.result.accepted).toBe(true);
    // Average 800, 20 % below it is 640: the 400 is flagged.
    const list = await api.http
      .get(`/api/services/app/Sproject/GetSprojectPriceList?projectId=${projectId}`)
      .set(bearer(agency))
      .expect(200);
    expect(
      list.body.result.items.map((i: { amount: string; abnormallyLow: boolean }) => [i.amount, i.abnormallyLow]),
    ).toEqual([
      ['400.00', true],
      ['1000.00', false],
      ['1000.00', false],
    ]);
    const own = await api.http
      .get(`/api/services/app/Sproject/GetSprojectPriceList?projectId=${projectId}`)
      .set(bearer(tokens[0]!))
      .expect(200);
    expect(own.body.result.items).toHaveLength(1);
    expect(own.body.result.items[0]).not.toHaveProperty('abnormallyLow');
  });
});
