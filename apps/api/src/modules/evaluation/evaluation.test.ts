import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { GENESIS_HASH, verifyChain } from '@bidhall/domain/auction-record';
import { ROLES } from '@bidhall/domain/roles';
import { evaluationCriteria, expertScores, projectResults } from '../../db/evaluation-schema.ts';
import { notices } from '../../db/documents-schema.ts';
import { announcements, outbox, projectAudits, projects } from '../../db/lifecycle-schema.ts';
import { chainEventOf, sha256Hex } from '../../events/chain.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { MIN, app, createThirdExpert, projectWithQuotes, userId } from '../../../test/evaluation-fixture.ts';

let api: TestApi;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};
/** What the outbox relay published to the bus (the gateway's input). */
const heard: Array<{ type: string; projectId: number | null }> = [];

beforeAll(async () => {
  api = await startTestApi();
  await createThirdExpert(api);
  await api.deps.bus.subscribe((text) => void heard.push(JSON.parse(text)));
  t.agency = await api.login('agency', ROLES.agency);
  t.purchaser = await api.login('purchaser', ROLES.purchaser);
  t.supplier = await api.login('supplier1', ROLES.supplier);
  for (const name of ['expert1', 'expert2', 'expert3']) {
    t[name] = await api.login(name, ROLES.expert);
    ids[name] = await userId(api, name);
  }
}, 180_000);
afterAll(() => api.close());

const call = (verb: 'get' | 'post' | 'put', path: string, token: string, body: Record<string, unknown>) => {
  const req = api.http[verb](app(path)).set(bearer(token)).set('Accept-Language', 'en-US');
  return verb === 'get' ? req.query(body) : req.send(body);
};
/** What the expert's open-bid hall list says the expert has to do on the project. */
const taskOf = async (name: string, projectId: number) =>
  (
    (await call('get', 'Sproject/GetSprojectDetailByExpertId', t[name]!, { MaxResultCount: 200 })).body.result
      .items as Array<{ id: number; expertTask: string }>
  ).find((p) => p.id === projectId)?.expertTask;
const PLAN = {
  formula: 'lowest-price-base',
  priceWeight: 30,
  criteria: [
    { kind: 'technical', name: '技术方案', maxPoints: 50 },
    { kind: 'business', name: '商务条款', maxPoints: '20' },
  ],
};

describe('scoring with three experts through to a confirmed result (method 5)', () => {
  it('runs plan, panel, opening, scores, submission, return, re-evaluation and confirmation', async () => {
    const { project, suppliers, to } = await projectWithQuotes(api, 5, [
      { amount: '100' },
      { amount: '120' },
      { amount: '150' },
    ]);
    const projectId = project.id;
    api.clock.set(new Date(to - MIN));
    expect((await call('put', 'Evaluation/UpdatePlan', t.agency!, { projectId, ...PLAN })).status).toBe(200);
    const panel = await call('post', 'Evaluation/AssignExperts', t.agency!, {
      projectId,
      expertUserIds: [ids.expert1, ids.expert2, ids.expert3],
    });
    expect(panel.body.result.map((e: { userName: string }) => e.userName)).toEqual(['expert1', 'expert2', 'expert3']);
    expect(await taskOf('expert1', projectId)).toBe('waiting');

    // Sealed: nobody opens or sees the amounts before the end.
    expect((await call('post', 'Evaluation/OpenQuotes', t.agency!, { projectId })).body.error.message).toBe(
      'The quote window has not ended yet',
    );
    api.clock.set(new Date(to));
    const early = await call('get', 'Evaluation/GetOpenedQuotes', t.expert1!, { projectId });
    expect(early.status).toBe(500);
    expect(early.body.error.message).toBe('The quotes have not been opened yet');

    const priceList = async () =>
      (await call('get', 'Sproject/GetSprojectPriceList', t.expert1!, { projectId })).body.result.items.map(
        (q: { amount: string | null }) => q.amount,
      );
    expect(await priceList()).toEqual([null, null, null]);
    expect(await taskOf('expert1', projectId)).toBe('awaiting-opening');

    const opened = await call('post', 'Evaluation/OpenQuotes', t.agency!, { projectId });
    expect(await priceList()).toEqual(['100.00', '120.00', '150.00']);
    expect(await taskOf('expert1', projectId)).toBe('to-score');
    await vi.waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ type: 'quotes.opened', projectId })));
    // Each expert learns it may score without acting: its badge, as many as its list marks to score.
    for (const name of ['expert1', 'expert2', 'expert3']) {
      const list = (await call('get', 'Sproject/GetSprojectDetailByExpertId', t[name]!, { MaxResultCount: 200 })).body
        .result.items as Array<{ expertTask: string }>;
      const waitScoreNum = list.filter((p) => p.expertTask === 'to-score').length;
      expect(waitScoreNum).toBeGreaterThan(0);
      await vi.waitFor(() =>
        expect(heard).toContainEqual(
          expect.objectContaining({
            type: 'badge.counts',
            payload: { userId: ids[name], role: ROLES.expert, counts: { waitScoreNum } },
          }),
        ),
      );
    }
    expect(opened.body.result.ranking.map((r: { amount: string }) => r.amount)).toEqual(['100.00', '120.00', '150.00']);
    expect((await call('post', 'Evaluation/OpenQuotes', t.agency!, { projectId })).body.error.message).toBe(
      'The quotes are already open',
    );
    const stream = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.projectId, projectId))
      .orderBy(asc(outbox.seq));
    expect(stream.at(-1)).toMatchObject({ type: 'quotes.opened', seq: 4 });
    const chain = verifyChain(
      stream.map((r) => ({ event: chainEventOf({ ...r, projectId, seq: r.seq! }), hash: r.hash! })),
      sha256Hex,
      GENESIS_HASH,
    );
    expect(chain.ok).toBe(true);
    expect(
      (await call('get', 'Evaluation/GetOpenedQuotes', t.expert1!, { projectId })).body.result.ranking,
    ).toHaveLength(3);
    expect((await call('put', 'Evaluation/UpdatePlan', t.agency!, { projectId, ...PLAN })).body.error.message).toMatch(
      /cannot change once the quotes are open/,
    );

    const criteria = (await call('get', 'Evaluation/GetPlan', t.expert2!, { projectId })).body.result
      .criteria as Array<{ id: number }>;
    const [tech, biz] = criteria.map((c) => c.id) as [number, number];
    const sheet = (points: Array<[number, number]>) =>
      suppliers.flatMap((s, i) => [
        { supplierId: s.supplierId, criterionId: tech, points: points[i]![0] },
        { supplierId: s.supplierId, criterionId: biz, points: points[i]![1] },
      ]);
    const sheets: Record<string, Array<[number, number]>> = {
      expert1: [
        [30, 10],
        [45, 18],
        [40, 20],
      ],
      expert2: [
        [32, 12],
        [47, 19],
        [41, 20],
      ],
      expert3: [
        [31, 11],
        [46, 17],
        [42, 20],
      ],
    };
    // Saved but not submitted: an incomplete sheet cannot be submitted.
    await call('put', 'Evaluation/UpdateScores', t.expert1!, { projectId, scores: sheet(sheets.expert1!).slice(0, 2) });
    expect((await call('post', 'Evaluation/SubmitScores', t.expert1!, { projectId })).body.error.message).toBe(
      '2 supplier(s) are not fully scored yet',
    );
    for (const name of ['expert1', 'expert2', 'expert3']) {
      expect(
        (await call('put', 'Evaluation/UpdateScores', t[name]!, { projectId, scores: sheet(sheets[name]!) })).status,
      ).toBe(200);
    }
    expect(
      (await call('post', 'Evaluation/SubmitScores', t.expert1!, { projectId })).body.result.submittedAt,
    ).not.toBeNull();
    expect(
      (await call('put', 'Evaluation/UpdateScores', t.expert1!, { projectId, scores: sheet(sheets.expert1!) })).body
        .error.message,
    ).toBe('The scores were submitted and can no longer change');
    expect([await taskOf('expert1', projectId), await taskOf('expert2', projectId)]).toEqual(['submitted', 'to-score']);
    expect((await call('post', 'Result/Submit', t.agency!, { projectId })).body.error.message).toBe(
      'Some experts have not submitted their scores',
    );
    for (const name of ['expert2', 'expert3']) await call('post', 'Evaluation/SubmitScores', t[name]!, { projectId });

    const board = (await call('get', 'Evaluation/GetScoreBoard', t.purchaser!, { projectId })).body.result;
    // Supplier 2: 25 + mean(45+18, 47+19, 46+17) = 25 + 64 = 89.
    expect(board.rows.map((r: { supplierId: number; totalScore: string }) => [r.supplierId, r.totalScore])).toEqual([
      [suppliers[1]!.supplierId, '89.00'],
      [suppliers[2]!.supplierId, '81.00'],
      [suppliers[0]!.supplierId, '72.00'],
    ]);
    expect(board).toMatchObject({ expertsAssigned: 3, expertsSubmitted: 3 });

    const submitted = await call('post', 'Result/Submit', t.agency!, { projectId });
    expect(submitted.body.result).toMatchObject({
      state: 6,
      winners: [{ supplierId: suppliers[1]!.supplierId, amount: '120.00', totalScore: '89.00' }],
    });

    // Returned with a reason: back to 5, the experts may change their points.
    expect((await call('post', 'Result/Return', t.purchaser!, { projectId })).status).toBe(400);
    expect(
      (await call('post', 'Result/Return', t.purchaser!, { projectId, reason: '技术分需复核' })).body.result,
    ).toEqual({ projectId, state: 5 });
    expect(await taskOf('expert1', projectId)).toBe('to-score');
    const lower = sheet([
      [30, 10],
      [20, 10],
      [41, 20],
    ]);
    for (const name of ['expert1', 'expert2', 'expert3']) {
      await call('put', 'Evaluation/UpdateScores', t[name]!, { projectId, scores: lower });
      await call('post', 'Evaluation/SubmitScores', t[name]!, { projectId });
    }
    const again = await call('post', 'Result/Submit', t.agency!, { projectId });
    expect(again.body.result.winners).toEqual([
      {
        supplierId: suppliers[2]!.supplierId,
        companyName: suppliers[2]!.companyName,
        amount: '150.00',
        totalScore: '81.00',
      },
    ]);
    const confirmed = await call('post', 'Result/Confirm', t.purchaser!, { projectId });
    expect(confirmed.body.result).toMatchObject({ state: 7, confirmedAt: new Date(to).toISOString() });
    expect(await taskOf('expert3', projectId)).toBe('submitted');
    // The result keeps the panel that produced it (domain panelRefusal; the web hides the picker).
    const lateChange = await call('post', 'Evaluation/AssignExperts', t.agency!, {
      projectId,
      expertUserIds: [ids.expert1],
    });
    expect([lateChange.status, lateChange.body.error.message]).toEqual([
      500,
      "The expert panel cannot change in the project's current state",
    ]);

    const [row] = await api.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({ state: 7, winnerSupplierId: suppliers[2]!.supplierId, winAmount: '150.00' });
    const history = await api.database.db
      .select()
      .from(projectAudits)
      .where(eq(projectAudits.projectId, projectId))
      .orderBy(asc(projectAudits.creationTime));
    expect(history.map((h) => [h.typeValue, h.status])).toEqual([
      [7, 0],
      [9, 2],
      [7, 0],
      [8, 1],
      [10, 0],
    ]);
    expect(history[1]!.comment).toBe('结果退回：技术分需复核');
    // The confirmation drafts the result notice; nothing is announced until the agency publishes it.
    const records = () => api.database.db.select().from(announcements).where(eq(announcements.projectId, projectId));
    expect(await records()).toEqual([]);
    const drafts = await api.database.db.select().from(notices).where(eq(notices.projectId, projectId));
    expect(drafts.map((n) => [n.type, n.status])).toEqual([[5, 0]]);
    expect(drafts[0]!.content).toContain('150.00');
    expect((await call('post', 'Announcement/Publish', t.agency!, { id: drafts[0]!.id })).status).toBe(200);
    expect((await records()).map((n) => n.type)).toEqual([5]);
    expect((await call('get', 'Result/Get', t.supplier!, { projectId })).body.result.winners[0].supplierId).toBe(
      suppliers[2]!.supplierId,
    );
  }, 120_000);
});

describe('who may do what', () => {
  it("answers 403 to roles the call is not for, 404 outside the caller's projects", async () => {
    const { project } = await projectWithQuotes(api, 9, [{ amount: '10' }]);
    const projectId = project.id;
    expect((await call('post', 'Evaluation/OpenQuotes', t.supplier!, { projectId })).status).toBe(403);
    expect(
      (await call('post', 'Evaluation/AssignExperts', t.expert1!, { projectId, expertUserIds: [ids.expert1] })).status,
    ).toBe(403);
    expect((await call('put', 'Evaluation/UpdatePlan', t.purchaser!, { projectId, ...PLAN })).status).toBe(403);
    expect(
      (
        await call('put', 'Evaluation/UpdateScores', t.agency!, {
          projectId,
          scores: [{ supplierId: 1, criterionId: 1, points: 1 }],
        })
      ).status,
    ).toBe(403);
    expect((await call('get', 'Evaluation/GetScoreBoard', t.expert1!, { projectId })).status).toBe(403);
    expect((await call('post', 'Result/Submit', t.purchaser!, { projectId })).status).toBe(403);
    expect((await call('post', 'Result/Confirm', t.agency!, { projectId })).status).toBe(403);
    // An expert not on the panel does not see the project at all.
    expect((await call('get', 'Evaluation/GetOpenedQuotes', t.expert2!, { projectId })).status).toBe(404);
    expect((await call('get', 'Result/Get', t.supplier!, { projectId })).status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers 400 with validationErrors and stores nothing', async () => {
    const { project, suppliers } = await projectWithQuotes(api, 7, [{ amount: '10' }, { amount: '11' }]);
    const projectId = project.id;
    const bad = async (
      verb: 'put' | 'post',
      path: string,
      token: string,
      body: Record<string, unknown>,
      members: string[],
    ) => {
      const res = await call(verb, path, token, { projectId, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.validationErrors.flatMap((e: { members: string[] }) => e.members)).toEqual(members);
    };
    await bad('put', 'Evaluation/UpdatePlan', t.agency!, { ...PLAN, priceWeight: 20 }, ['shortlistSize']);
    await bad('put', 'Evaluation/UpdatePlan', t.agency!, { ...PLAN, shortlistSize: 1, priceWeight: 20 }, ['criteria']);
    await bad('put', 'Evaluation/UpdatePlan', t.agency!, { ...PLAN, shortlistSize: 1, priceWeight: '3.141' }, [
      'priceWeight',
    ]);
    await bad('put', 'Evaluation/UpdatePlan', t.agency!, { ...PLAN, shortlistSize: 1, formula: 'guess' }, ['formula']);
    await bad('post', 'Evaluation/AssignExperts', t.agency!, { expertUserIds: [ids.expert1, ids.expert1] }, [
      'expertUserIds',
    ]);
    await bad('post', 'Evaluation/AssignExperts', t.agency!, { expertUserIds: [await userId(api, 'supplier1')] }, [
      'expertUserIds',
    ]);
    expect(
      await api.database.db.select().from(evaluationCriteria).where(eq(evaluationCriteria.projectId, projectId)),
    ).toEqual([]);

    api.clock.set(new Date(api.clock.now().getTime() - MIN));
    await call('put', 'Evaluation/UpdatePlan', t.agency!, { projectId, ...PLAN, shortlistSize: 1 });
    await call('post', 'Evaluation/AssignExperts', t.agency!, { projectId, expertUserIds: [ids.expert1] });
    api.clock.advance(MIN);
    await call('post', 'Evaluation/OpenQuotes', t.agency!, { projectId });
    const [tech, biz] = (await call('get', 'Evaluation/GetPlan', t.expert1!, { projectId })).body.result.criteria.map(
      (c: { id: number }) => c.id,
    );
    const s = suppliers[0]!.supplierId;
    await bad(
      'put',
      'Evaluation/UpdateScores',
      t.expert1!,
      {
        scores: [
          { supplierId: s, criterionId: tech, points: 51 },
          { supplierId: s, criterionId: biz, points: 1 },
        ],
      },
      ['scores.0.points'],
    );
    await bad(
      'put',
      'Evaluation/UpdateScores',
      t.expert1!,
      { scores: [{ supplierId: s, criterionId: tech, points: 5 }] },
      ['scores'],
    );
    await bad(
      'put',
      'Evaluation/UpdateScores',
      t.expert1!,
      { scores: [{ supplierId: s, criterionId: tech, points: -1 }] },
      ['scores.0.points'],
    );
    expect(
      await api.database.db
        .select()
        .from(expertScores)
        .where(and(eq(expertScores.projectId, projectId))),
    ).toEqual([]);
    expect(await api.database.db.select().from(projectResults).where(eq(projectResults.projectId, projectId))).toEqual(
      [],
    );
  });
});
