import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ScreenActivityDto } from '@bidhall/contracts/statistics';
import { projects } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../../test/live-project.ts';

let api: TestApi;
let agency: string;
let projectId: number;
let suppliers: TestSupplier[];
const MIN = 60_000;
const NAME = '大屏动态测试项目';
const APP = '/api/services/app';

beforeAll(async () => {
  api = await startTestApi();
  const from = api.clock.now().getTime() + MIN;
  const project = await createLiveProject(api.database.db, { from, to: from + 10 * MIN, settings: { disclosure: 1 } });
  projectId = project.id;
  await api.database.db.update(projects).set({ name: NAME }).where(eq(projects.id, projectId));
  suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: 2,
    projectIds: [projectId],
    prefix: 'wall',
  });
  agency = await api.login('agency', '代理机构');
  api.clock.set(new Date(from + 1000));
  for (const [i, s] of suppliers.entries()) {
    const res = await api.http
      .post(`${APP}/Quote/Submit`)
      .set(bearer(s.token))
      .send({ projectId, amount: String(987 - i * 10), clientQuoteId: `w${i}` });
    expect(res.status).toBe(200);
  }
  const paused = await api.http.post(`${APP}/Hall/Pause`).set(bearer(agency)).send({ projectId, reason: '核对报价' });
  expect(paused.status).toBe(200);
});
afterAll(() => api.close());

const activity = (token: string) => api.http.get(`${APP}/ScreenCount/GetScreenActivity`).set(bearer(token));

describe('ScreenCount/GetScreenActivity (the big screen opened mid-auction)', () => {
  it("gives the live project's latest events, newest first, named, quotes as counts only", async () => {
    const res = await activity(agency);
    expect(res.status).toBe(200);
    const { lines } = ScreenActivityDto.parse(res.body.result);
    const ours = lines.filter((l) => l.projectName === NAME);
    expect(ours.map((l) => l.item.event)).toEqual(['window:changed', 'quote:accepted', 'quote:accepted']);
    expect(ours[0]!.item.message).toMatchObject({
      projectId,
      kind: 'paused',
      reason: '核对报价',
      window: { paused: true },
    });
    expect(ours[1]!.item.message).toMatchObject({ view: { kind: 'counts', bidderCount: 2, quoteCount: 2 } });
    // Disclosure mode 1 hides every amount and bidder from the wall.
    expect(JSON.stringify(ours)).not.toMatch(/987|977|wall供应商/);
    for (let i = 1; i < lines.length; i++) expect(lines[i - 1]!.at).toBeGreaterThanOrEqual(lines[i]!.at);
  });

  it('is the screen audience’s only: a supplier is refused', async () => {
    expect((await activity(suppliers[0]!.token)).status).toBe(403);
  });
});
