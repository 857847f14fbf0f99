import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
let agencyCompanyId: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens.purchaser = await api.login('purchaser', ROLES.purchaser);
  tokens.agency = await api.login('agency', ROLES.agency);
  agencyCompanyId = (await api.database.db.select().from(users).where(eq(users.userName, 'agency')))[0]!.companyId!;
});
afterAll(() => api.close());

const post = (path: string, who: string, body: object = {}) =>
  api.http.post(`/api/services/app/${path}`).set(bearer(tokens[who]!)).send(body);
const get = (path: string, who: string, query: object = {}) =>
  api.http.get(`/api/services/app/${path}`).set(bearer(tokens[who]!)).query(query);

/** A requirement sent to and received by the agency (state 2), ready to be drafted. */
async function receivedRequirement(name: string): Promise<number> {
  const created = await post('Requirement/CreateOrUpdate', 'purchaser', { name, agencyCompanyId });
  const id = created.body.result.id as number;
  await post('Requirement/Send', 'purchaser', { id });
  await post('Requirement/Receive', 'agency', { id });
  return id;
}

describe('Requirement/DraftProject with mode', () => {
  it('drafts a market research project (mode 1, kind 3) in one step', async () => {
    const id = await receivedRequirement('办公耗材市场调研需求');
    const drafted = await post('Requirement/DraftProject', 'agency', { id, mode: 1 });
    expect(drafted.body.result).toMatchObject({ state: 3, projectId: expect.any(Number) });
    const project = await get('Sproject/GetSprojectDetail', 'agency', { id: drafted.body.result.projectId });
    expect(project.body.result).toMatchObject({
      mode: 1,
      projectType: 3,
      state: 0,
      projectName: '办公耗材市场调研需求',
    });
    const research = await get('Sproject/GetPaged', 'agency', { mode: 1, MaxResultCount: 100 });
    expect(research.body.result.items.map((p: { id: number }) => p.id)).toContain(drafted.body.result.projectId);
  });

  it('still drafts a normal project when no mode is given, and refuses an unknown mode', async () => {
    const id = await receivedRequirement('打印机采购需求');
    expect((await post('Requirement/DraftProject', 'agency', { id, mode: 2 })).status).toBe(400);
    const drafted = await post('Requirement/DraftProject', 'agency', { id });
    const project = await get('Sproject/GetSprojectDetail', 'agency', { id: drafted.body.result.projectId });
    expect(project.body.result).toMatchObject({ mode: 0, state: 0 });
  });
});
