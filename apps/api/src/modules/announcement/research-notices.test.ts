import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { RESEARCH_STATUS } from '@bidhall/domain/research-survey';
import { ROLES } from '@bidhall/domain/roles';
import { notices } from '../../db/documents-schema.ts';
import { outbox, projectAudits, projects } from '../../db/lifecycle-schema.ts';
import { researchSurveys } from '../../db/research-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { insertProject } from '../../../test/documents-fixtures.ts';

let api: TestApi;
const token: Record<string, string> = {};
const HOUR = 3_600_000;
const APP = '/api/services/app';

beforeAll(async () => {
  api = await startTestApi();
  token.agency = await api.login('agency', ROLES.agency);
  token.purchaser = await api.login('purchaser', ROLES.purchaser);
  token.supplier1 = await api.login('supplier1', ROLES.supplier);
});
afterAll(() => api.close());

const post = (path: string, body: object, who = 'agency') =>
  api.http.post(`${APP}/${path}`).set(bearer(token[who]!)).set('Accept-Language', 'en-US').send(body);
const at = (offset: number) => new Date(api.clock.now().getTime() + offset);
const db = () => api.database.db;
const projectOf = async (id: number) => (await db().select().from(projects).where(eq(projects.id, id)))[0]!;
const surveyOf = async (id: number) =>
  (await db().select().from(researchSurveys).where(eq(researchSurveys.projectId, id)))[0]!;
const noticesOf = (id: number) => db().select().from(notices).where(eq(notices.projectId, id));
const historyOf = async (id: number) =>
  (await db().select().from(projectAudits).where(eq(projectAudits.projectId, id))).map((h) => h.typeValue);
const eventsOf = async (id: number) =>
  (await db().select().from(outbox).where(eq(outbox.projectId, id)).orderBy(asc(outbox.seq))).map((e) => ({
    type: e.type,
    payload: e.payload,
  }));

/** A research project in `state` with a survey (draft unless `status` says otherwise) due in two hours. */
async function researchWithSurvey(state: number, survey: { status?: number; deadline?: Date } | null = {}) {
  const p = await insertProject(db(), { state, mode: 1, now: api.clock.now() });
  if (survey) {
    const status = survey.status ?? RESEARCH_STATUS.draft;
    const questions = [{ key: 'price', type: 'price', title: '参考单价', unit: '元/台', required: true }];
    await db()
      .insert(researchSurveys)
      .values({
        projectId: p.id,
        tenantId: 1,
        questions,
        deadline: survey.deadline ?? at(2 * HOUR),
        status,
        publishedAt: status === RESEARCH_STATUS.draft ? null : api.clock.now(),
      });
  }
  return p;
}

/** Drafts a notice of `type` and publishes it as `publisher`; returns the publication's answer. */
async function announce(projectId: number, type: number, extra: object = {}, publisher = 'agency') {
  const made = await post('Announcement/CreateOrUpdate', {
    projectId,
    type,
    title: `调研公告 ${type}`,
    content: '<p>正文</p>',
    ...extra,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return post('Announcement/Publish', { id: made.body.result.id }, publisher);
}

/** A refused publication changed nothing: the project, its survey, its notices, history and events are as before. */
async function expectUnchanged(projectId: number, before: { project: object; survey: object | undefined }) {
  expect(await projectOf(projectId)).toEqual(before.project);
  expect((await db().select().from(researchSurveys).where(eq(researchSurveys.projectId, projectId)))[0]).toEqual(
    before.survey,
  );
  expect((await noticesOf(projectId)).map((n) => n.status)).toEqual([0]);
  expect(await historyOf(projectId)).toEqual([]);
  expect(await eventsOf(projectId)).toEqual([]);
}
const snapshot = async (id: number) => ({
  project: await projectOf(id),
  survey: (await db().select().from(researchSurveys).where(eq(researchSurveys.projectId, id)))[0],
});

describe('1 market research: the notice publishes the project and opens its survey', () => {
  it('moves 4 -> 5 and opens the draft survey, with the history and the state event', async () => {
    const p = await researchWithSurvey(4);
    const res = await announce(p.id, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await projectOf(p.id)).state).toBe(5);
    expect(await surveyOf(p.id)).toMatchObject({ status: RESEARCH_STATUS.published, publishedAt: api.clock.now() });
    expect(await historyOf(p.id)).toEqual([6]);
    expect((await eventsOf(p.id)).map((e) => e.type)).toEqual(['project.state']);
    const mine = await api.http.get(`${APP}/Research/GetMine`).set(bearer(token.supplier1!)).query({ projectId: p.id });
    expect(mine.body.result).toMatchObject({ status: 1, canEdit: true });
  });

  it('still publishes when an existing caller opened the survey first (Research/Publish)', async () => {
    const p = await researchWithSurvey(4);
    expect((await post('Research/Publish', { projectId: p.id })).status).toBe(200);
    const opened = await surveyOf(p.id);
    api.clock.advance(1000);
    expect((await announce(p.id, 1)).status).toBe(200);
    expect([(await projectOf(p.id)).state, (await surveyOf(p.id)).publishedAt]).toEqual([5, opened.publishedAt]);
  });

  it('refuses a survey due in the past, or none, and changes nothing', async () => {
    const late = await researchWithSurvey(4, { deadline: at(-60_000) });
    const before = await snapshot(late.id);
    const res = await announce(late.id, 1);
    expect([res.status, res.body.error.message]).toEqual([500, 'The deadline must be in the future']);
    await expectUnchanged(late.id, before);

    const none = await researchWithSurvey(4, null);
    const untouched = await snapshot(none.id);
    const missing = await announce(none.id, 1);
    expect([missing.status, missing.body.error.message]).toEqual([500, 'This project has no survey yet']);
    await expectUnchanged(none.id, untouched);
  });

  it("undoes the survey's opening when the project's own check refuses the move", async () => {
    const p = await insertProject(db(), {
      state: 4,
      mode: 1,
      now: api.clock.now(),
      times: { applyToTime: at(-HOUR), uppriceFromTime: at(HOUR), uppriceToTime: at(2 * HOUR) },
    });
    await db()
      .insert(researchSurveys)
      .values({ projectId: p.id, tenantId: 1, questions: [], deadline: at(2 * HOUR) });
    const before = await snapshot(p.id);
    expect((await announce(p.id, 1)).status).toBe(500);
    await expectUnchanged(p.id, before);
  });
});

describe('8 research correction: the notice carries the new deadline', () => {
  it('gives the open survey the later deadline, leaving the project times alone', async () => {
    const p = await researchWithSurvey(5, { status: RESEARCH_STATUS.published });
    const later = at(5 * HOUR);
    const res = await announce(p.id, 8, { times: { applyToTime: later.toISOString() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.applyToTime).toBe(later.toISOString());
    expect(await surveyOf(p.id)).toMatchObject({
      deadline: later,
      correctedAt: api.clock.now(),
      status: RESEARCH_STATUS.published,
    });
    const after = await projectOf(p.id);
    expect([after.state, after.applyToTime]).toEqual([5, p.applyToTime]);
    expect(await historyOf(p.id)).toEqual([11]);
  });

  it('reopens a survey whose deadline passed; a correction without a deadline only announces', async () => {
    const p = await researchWithSurvey(5, { status: RESEARCH_STATUS.published, deadline: at(-HOUR) });
    expect((await announce(p.id, 8)).status).toBe(200);
    expect(await surveyOf(p.id)).toMatchObject({ deadline: at(-HOUR), correctedAt: null });
    expect((await announce(p.id, 8, { times: { applyToTime: at(HOUR).toISOString() } })).status).toBe(200);
    expect((await surveyOf(p.id)).deadline).toEqual(at(HOUR));
  });

  it('refuses a deadline in the past or earlier than the current one, and changes nothing', async () => {
    const p = await researchWithSurvey(5, { status: RESEARCH_STATUS.published });
    const before = await snapshot(p.id);
    const past = await announce(p.id, 8, { times: { applyToTime: at(-60_000).toISOString() } });
    expect([past.status, past.body.error.message]).toEqual([500, 'The deadline must be in the future']);
    await expectUnchanged(p.id, before);
    const [draft] = await noticesOf(p.id);
    const earlier = await post('Announcement/CreateOrUpdate', {
      id: draft!.id,
      projectId: p.id,
      type: 8,
      title: '调研更正',
      times: { applyToTime: at(HOUR).toISOString() },
    });
    expect(earlier.status).toBe(200);
    const refused = await post('Announcement/Publish', { id: draft!.id });
    expect([refused.status, refused.body.error.message]).toEqual([
      500,
      'A correction can only move the deadline later',
    ]);
    await expectUnchanged(p.id, before);
  });

  it('takes no quote-window time on a research correction', async () => {
    const p = await researchWithSurvey(5, { status: RESEARCH_STATUS.published });
    const res = await post('Announcement/CreateOrUpdate', {
      projectId: p.id,
      type: 8,
      title: '调研更正',
      times: { uppriceToTime: at(HOUR).toISOString() },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors.map((e: { members: string[] }) => e.members)).toEqual([
      ['times.uppriceToTime'],
    ]);
    expect(await noticesOf(p.id)).toEqual([]);
  });
});

describe('9 research termination: the notice ends the survey and fails the project', () => {
  it('terminates the survey with the notice text as the reason (5 -> 8)', async () => {
    const p = await researchWithSurvey(5, { status: RESEARCH_STATUS.published });
    const res = await announce(p.id, 9, { content: '<p>采购需求<strong>取消</strong></p><p>调研终止</p>' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await surveyOf(p.id)).toMatchObject({
      status: RESEARCH_STATUS.terminated,
      terminatedAt: api.clock.now(),
      terminationReason: '采购需求取消\n调研终止',
    });
    expect((await projectOf(p.id)).state).toBe(8);
    expect(await eventsOf(p.id)).toEqual([
      { type: 'project.state', payload: expect.objectContaining({ from: 5, to: 8 }) },
    ]);
    const refused = await post(
      'Research/Submit',
      { projectId: p.id, answers: [{ key: 'price', value: '10' }] },
      'supplier1',
    );
    expect(refused.body.error?.message).toBe('The survey has been terminated');
  });

  it('takes the title as the reason when the notice has no text, and keeps a reason given first by Research/Terminate', async () => {
    const blank = await researchWithSurvey(5, { status: RESEARCH_STATUS.published });
    expect((await announce(blank.id, 9, { title: '办公电脑调研终止公告', content: '' })).status).toBe(200);
    expect((await surveyOf(blank.id)).terminationReason).toBe('办公电脑调研终止公告');

    const first = await researchWithSurvey(5, { status: RESEARCH_STATUS.published });
    expect((await post('Research/Terminate', { projectId: first.id, reason: '预算取消' })).status).toBe(200);
    expect((await announce(first.id, 9)).status).toBe(200);
    expect([(await surveyOf(first.id)).terminationReason, (await projectOf(first.id)).state]).toEqual(['预算取消', 8]);
  });

  it('refuses to terminate a survey that was never opened, and changes nothing', async () => {
    const p = await researchWithSurvey(5);
    const before = await snapshot(p.id);
    const res = await announce(p.id, 9);
    expect([res.status, res.body.error.message]).toEqual([500, 'The survey is not published']);
    await expectUnchanged(p.id, before);
  });
});

describe('7 research result: the notice closes the survey if it is still open', () => {
  it("ends fill-in now with the purchaser's confirmation (6 -> 7)", async () => {
    const p = await researchWithSurvey(6, { status: RESEARCH_STATUS.published });
    const made = await post('Announcement/CreateOrUpdate', {
      projectId: p.id,
      type: 7,
      title: '调研结果',
      content: '',
    });
    expect((await post('Announcement/Publish', { id: made.body.result.id }, 'purchaser')).status).toBe(200);
    expect((await projectOf(p.id)).state).toBe(7);
    expect(await surveyOf(p.id)).toMatchObject({ status: RESEARCH_STATUS.published, deadline: api.clock.now() });
    expect(await historyOf(p.id)).toEqual(expect.arrayContaining([8, 10]));
    const late = await post(
      'Research/Submit',
      { projectId: p.id, answers: [{ key: 'price', value: '10' }] },
      'supplier1',
    );
    expect(late.body.error?.message).toBe('The survey deadline has passed');
  });

  it('leaves a survey already closed or terminated, or none, as it is', async () => {
    const closed = await researchWithSurvey(7, { status: RESEARCH_STATUS.published, deadline: at(-HOUR) });
    const ended = await researchWithSurvey(7, { status: RESEARCH_STATUS.terminated });
    const none = await researchWithSurvey(7, null);
    for (const p of [closed, ended]) {
      const before = await surveyOf(p.id);
      expect((await announce(p.id, 7)).status).toBe(200);
      expect(await surveyOf(p.id)).toEqual(before);
    }
    expect((await announce(none.id, 7)).status).toBe(200);
  });
});
