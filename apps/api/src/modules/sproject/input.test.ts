import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { eApplies, projectAudits, projectPbSettings, projects, requirements } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { demoParties, projectInState } from '../../../test/lifecycle-fixtures.ts';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  tokens.purchaser = await api.login('purchaser', ROLES.purchaser);
  tokens.agency = await api.login('agency', ROLES.agency);
});
afterAll(() => api.close());

/** Row counts of every lifecycle table: a refused call must leave them all as they were. */
async function stored() {
  const db = api.database.db;
  const n = async (
    t: typeof projects | typeof requirements | typeof projectAudits | typeof projectPbSettings | typeof eApplies,
  ) => (await db.select({ n: count() }).from(t))[0]!.n;
  return {
    projects: await n(projects),
    requirements: await n(requirements),
    history: await n(projectAudits),
    settings: await n(projectPbSettings),
    signUps: await n(eApplies),
  };
}

const send = (verb: 'post' | 'put' | 'get', path: string, who: string, body: object = {}) => {
  const req = api.http[verb](`/api/services/app/${path}`).set(bearer(tokens[who]!));
  return verb === 'get' ? req.query(body) : req.send(body);
};
const members = (res: { body: { error: { validationErrors: Array<{ members: string[] }> } } }) =>
  res.body.error.validationErrors.flatMap((v) => v.members).sort();

const validSettings = {
  minStep: '10',
  minStepKind: 'amount',
  mustBeatBest: false,
  priceCap: '1000',
  startPrice: null,
  maxQuotes: null,
  softClose: {
    enabled: false,
    triggerSeconds: 60,
    extendSeconds: 60,
    trigger: 'any',
    maxExtensions: 10,
    maxTotalExtensionSeconds: 600,
  },
  minBidders: 3,
  disclosure: 1,
};

describe('bad input: 400 with validationErrors, nothing stored', () => {
  const cases: Array<[string, 'post' | 'put' | 'get', string, string, object, string[]]> = [
    [
      'project fields',
      'post',
      'Sproject/CreateOrUpdateInfo',
      'purchaser',
      { projectName: '', budget: '-5', winbidRule: 11, extra: 1 },
      ['budget', 'extra', 'projectName', 'winbidRule'],
    ],
    [
      'three decimals',
      'post',
      'Sproject/CreateOrUpdateInfo',
      'purchaser',
      { projectName: '测试', budget: '1.234' },
      ['budget'],
    ],
    [
      'markup in a name',
      'post',
      'Sproject/CreateOrUpdateInfo',
      'purchaser',
      { projectName: '<script>x</script>' },
      ['projectName'],
    ],
    [
      'a time that is not one',
      'post',
      'Sproject/CreateOrUpdate',
      'agency',
      { projectName: '测试', applyToTime: 'tomorrow' },
      ['applyToTime'],
    ],
    [
      'a kind against the method',
      'post',
      'Sproject/CreateOrUpdateInfo',
      'purchaser',
      { projectName: '测试', winbidRule: 5, projectType: 1 },
      ['projectType'],
    ],
    ['a state out of range', 'post', 'Sproject/UpStatus?id=1&state=12', 'agency', {}, ['state']],
    ['a return without reason', 'post', 'EApply/Audit', 'agency', { id: 1, status: 2 }, ['comment']],
    ['an audit status out of range', 'post', 'EApply/Audit', 'agency', { id: 1, status: 3 }, ['status']],
    ['a requirement return without reason', 'post', 'Requirement/Return', 'purchaser', { id: 1 }, ['reason']],
    ['a filter on an unknown field', 'get', 'ProjectAudit/GetPaged', 'purchaser', { Filter: 'secret = 1' }, ['Filter']],
    [
      'a filter that is not one',
      'get',
      'ProjectAudit/GetPaged',
      'purchaser',
      { Filter: 'projectId = 1; drop table users' },
      ['Filter'],
    ],
    ['a page too large', 'get', 'ProjectAudit/GetPaged', 'purchaser', { MaxResultCount: 1001 }, ['MaxResultCount']],
  ];
  for (const [name, verb, path, who, body, fields] of cases) {
    it(name, async () => {
      const before = await stored();
      const res = await send(verb, path, who, body);
      expect(res.status).toBe(400);
      expect(members(res)).toEqual(fields);
      expect(await stored()).toEqual(before);
    });
  }

  it('validates all bidding settings together and stores none of them', async () => {
    const parties = await demoParties(api.database.db);
    const p = await projectInState(api.database.db, parties, 1, api.clock.now());
    const before = await stored();
    const bad = {
      ...validSettings,
      projectId: p.id,
      minBidders: 12,
      startPrice: '2000',
      softClose: { ...validSettings.softClose, enabled: true, triggerSeconds: 0 },
      minStep: '100',
      minStepKind: 'percent',
    };
    const res = await send('put', 'PbSetting/Update', 'agency', bad);
    expect(res.status).toBe(400);
    expect(members(res)).toEqual(['minBidders', 'minStep', 'priceCap', 'softClose', 'startPrice']);
    expect(await stored()).toEqual(before);
    expect((await send('get', 'PbSetting/Get', 'agency', { projectId: p.id })).body.result.saved).toBe(false);
    expect((await send('put', 'PbSetting/Update', 'agency', { ...validSettings, projectId: p.id })).status).toBe(200);
    const off = {
      ...validSettings,
      projectId: p.id,
      softClose: { ...validSettings.softClose, enabled: false, triggerSeconds: -5, maxExtensions: -1 },
    };
    const refused = await send('put', 'PbSetting/Update', 'agency', off);
    expect(refused.status).toBe(400);
    expect(members(refused)).toEqual(['softClose']);
  });

  it('freezes the settings once the project leaves drafting', async () => {
    const parties = await demoParties(api.database.db);
    const p = await projectInState(api.database.db, parties, 2, api.clock.now());
    const res = await send('put', 'PbSetting/Update', 'agency', { ...validSettings, projectId: p.id });
    expect(res.status).toBe(500);
    expect(res.body.error.message).toContain('已编制待采购人审核');
  });
});
