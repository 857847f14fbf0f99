import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { MIN, app, projectWithQuotes, userId, type Bid } from '../../../test/evaluation-fixture.ts';

let api: TestApi;
let agency: string;
let expert: string;
let expertId: number;

beforeAll(async () => {
  api = await startTestApi();
  agency = await api.login('agency', ROLES.agency);
  expert = await api.login('expert1', ROLES.expert);
  expertId = await userId(api, 'expert1');
}, 180_000);
afterAll(() => api.close());

const post = (path: string, token: string, body: Record<string, unknown>) =>
  api.http.post(app(path)).set(bearer(token)).set('Accept-Language', 'en-US').send(body);
const put = (path: string, token: string, body: Record<string, unknown>) =>
  api.http.put(app(path)).set(bearer(token)).set('Accept-Language', 'en-US').send(body);
const amounts = (...list: string[]): Bid[] => list.map((amount) => ({ amount }));

/** Submits the result after the window (opening sealed quotes first); the winners' bid indexes. */
async function winnersOf(rule: WinbidRule, bids: Bid[], manual?: { index: number; reason: string }) {
  const { project, suppliers } = await projectWithQuotes(api, rule, bids);
  if (![1, 2, 8].includes(rule))
    expect((await post('Evaluation/OpenQuotes', agency, { projectId: project.id })).status).toBe(200);
  const body = manual
    ? { projectId: project.id, manual: { supplierId: suppliers[manual.index]!.supplierId, reason: manual.reason } }
    : { projectId: project.id };
  const res = await post('Result/Submit', agency, body);
  if (res.status !== 200) return { error: res.body.error.message as string };
  const index = (id: number) => suppliers.findIndex((s) => s.supplierId === id);
  return {
    winners: (res.body.result.winners as Array<{ supplierId: number }>).map((w) => index(w.supplierId)),
    average: res.body.result.average as string | null,
  };
}

describe('each winning method picks its winner from crafted quotes', () => {
  it('1 lowest price, 2 highest price, 8 highest discount rate', async () => {
    expect(await winnersOf(1, amounts('300', '100', '200'))).toMatchObject({ winners: [1] });
    expect(await winnersOf(2, amounts('300', '100', '400'))).toMatchObject({ winners: [2] });
    expect(await winnersOf(8, [{ discountRate: '5' }, { discountRate: '12.5' }, { discountRate: '9' }])).toMatchObject({
      winners: [1],
    });
  });

  it('3 closest to the average, 6 below the average and closest, 4 second lowest', async () => {
    // Average 200: 190 is closest; for 6, 190 is also the closest below.
    expect(await winnersOf(3, amounts('100', '310', '190'))).toEqual({ winners: [2], average: '200.00' });
    // Average 200: 205 is closer but above; 180 is the closest below.
    expect(await winnersOf(6, amounts('215', '205', '180'))).toEqual({ winners: [2], average: '200.00' });
    expect(await winnersOf(4, amounts('100', '300', '200'))).toMatchObject({ winners: [2] });
    expect(await winnersOf(4, amounts('100'))).toEqual({
      error: 'The second-lowest method needs at least two valid quotes',
    });
  });

  it('0 other: the agency names the winner with a written reason', async () => {
    expect(await winnersOf(0, amounts('100', '300'), { index: 1, reason: '售后服务网点最近' })).toMatchObject({
      winners: [1],
    });
    expect(await winnersOf(0, amounts('100', '300'))).toEqual({ error: 'Choose the winning supplier' });
    expect(await winnersOf(0, amounts('100', '300'), { index: 1, reason: '   ' })).toMatchObject({
      error: expect.any(String),
    });
    expect(await winnersOf(1, amounts('100', '300'), { index: 1, reason: '偏好' })).toEqual({
      error: 'Only the method "other" picks the winner by hand',
    });
  });

  it('7 preliminary selection passes the top N by total; 9 comparison selection takes the highest total', async () => {
    const scored = async (rule: 7 | 9, bids: Bid[], points: number[]) => {
      const from = api.clock.now().getTime();
      const { project, suppliers, to } = await projectWithQuotes(api, rule, bids);
      api.clock.set(new Date(from));
      const plan = {
        formula: 'lowest-price-base',
        priceWeight: 40,
        shortlistSize: rule === 7 ? 2 : null,
        criteria: [{ kind: 'technical', name: '方案', maxPoints: 60 }],
      };
      expect((await put('Evaluation/UpdatePlan', agency, { projectId: project.id, ...plan })).status).toBe(200);
      await post('Evaluation/AssignExperts', agency, { projectId: project.id, expertUserIds: [expertId] });
      api.clock.set(new Date(to));
      await post('Evaluation/OpenQuotes', agency, { projectId: project.id });
      const criterionId = (
        await api.http.get(app('Evaluation/GetPlan')).set(bearer(expert)).query({ projectId: project.id })
      ).body.result.criteria[0].id;
      const scores = suppliers.map((s, i) => ({ supplierId: s.supplierId, criterionId, points: points[i] }));
      expect((await put('Evaluation/UpdateScores', expert, { projectId: project.id, scores })).status).toBe(200);
      await post('Evaluation/SubmitScores', expert, { projectId: project.id });
      const res = await post('Result/Submit', agency, { projectId: project.id });
      return (res.body.result.winners as Array<{ supplierId: number; totalScore: string }>).map((w) => [
        suppliers.findIndex((s) => s.supplierId === w.supplierId),
        w.totalScore,
      ]);
    };
    // Price scores 40, 20, 32 (lowest 100 / price x 40); totals 70, 80, 42.
    expect(await scored(7, amounts('100', '200', '125'), [30, 60, 10])).toEqual([
      [1, '80.00'],
      [0, '70.00'],
    ]);
    expect(await scored(9, amounts('100', '200', '125'), [30, 60, 10])).toEqual([[1, '80.00']]);
  });

  it('refuses a result before the window ends and a sealed one before opening', async () => {
    const { project, to } = await projectWithQuotes(api, 3, amounts('100', '200'));
    api.clock.set(new Date(to - MIN));
    expect((await post('Result/Submit', agency, { projectId: project.id })).body.error.message).toBe(
      'The quote window has not ended yet',
    );
    api.clock.set(new Date(to));
    expect((await post('Result/Submit', agency, { projectId: project.id })).body.error.message).toBe(
      'The quotes have not been opened yet',
    );
    const preview = await api.http
      .get(app('Result/GetPreview'))
      .set(bearer(agency))
      .set('Accept-Language', 'en-US')
      .query({ projectId: project.id });
    expect(preview.body.result).toEqual({
      ok: false,
      code: 'not-opened',
      message: 'The quotes have not been opened yet',
    });
    // No result yet is an expected absence: an empty answer, not an error.
    const none = await api.http.get(app('Result/Get')).set(bearer(agency)).query({ projectId: project.id });
    expect(none.status).toBe(200);
    expect(none.body.result).toMatchObject({
      projectId: project.id,
      winners: [],
      submittedAt: null,
      confirmedAt: null,
      board: null,
    });
  });
});
