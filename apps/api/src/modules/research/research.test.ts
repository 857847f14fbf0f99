import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { eApplies } from '../../db/lifecycle-schema.ts';
import { researchSurveys } from '../../db/research-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { createResearchProject } from '../../../test/research-project.ts';
import { markSurveyPublished } from './survey-effects.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;
const BASE = '/api/services/app/Research';

beforeAll(async () => {
  api = await startTestApi();
  const logins: [string, string, (typeof ROLES)[keyof typeof ROLES]][] = [
    ['agency', 'agency', ROLES.agency],
    ['purchaser', 'purchaser', ROLES.purchaser],
    ['admin', 'admin', ROLES.admin],
    ['s1', 'supplier1', ROLES.supplier],
    ['s2', 'supplier2', ROLES.supplier],
    ['otherAgency', 'multi', ROLES.agency],
  ];
  for (const [key, user, role] of logins) tokens[key] = await api.login(user, role);
});
afterAll(() => api.close());

const get = (who: string, method: string, query: Record<string, unknown>) =>
  api.http.get(`${BASE}/${method}`).set(bearer(tokens[who]!)).set('Accept-Language', 'en-US').query(query);
const post = (who: string, method: string, body: Record<string, unknown>) =>
  api.http.post(`${BASE}/${method}`).set(bearer(tokens[who]!)).set('Accept-Language', 'en-US').send(body);

const QUESTIONS = [
  { key: 'brand', type: 'single', title: '首选品牌', options: ['联想', '华为', '戴尔'] },
  {
    key: 'service',
    type: 'multiple',
    title: '可提供服务',
    options: ['上门', '培训', '延保'],
    maxSelect: 2,
    required: false,
  },
  { key: 'note', type: 'text', title: '补充说明', required: false, maxLength: 200 },
  { key: 'capacity', type: 'number', title: '月供货能力', unit: '台', min: 1 },
  { key: 'price', type: 'price', title: '参考单价', unit: '元/台' },
];
const answers = (brand: number, capacity: string, price: string) => [
  { key: 'brand', choice: brand },
  { key: 'capacity', value: capacity },
  { key: 'price', value: price },
];

async function definedSurvey(state = 4) {
  const project = await createResearchProject(api.database.db, { state });
  const deadline = new Date(api.clock.now().getTime() + 2 * HOUR).toISOString();
  const res = await post('agency', 'CreateOrUpdate', {
    projectId: project.id,
    description: '了解办公电脑市场价格',
    deadline,
    questions: QUESTIONS,
  });
  expect(res.status).toBe(200);
  return { project, deadline: new Date(deadline) };
}

describe('research survey flow', () => {
  it('defines, publishes, takes and edits fill-ins until the deadline, and summarises them', async () => {
    const { project, deadline } = await definedSurvey();
    expect((await get('s1', 'GetMine', { projectId: project.id })).body.error.message).toBe(
      'This project has no survey yet',
    );
    const published = await post('agency', 'Publish', { projectId: project.id });
    expect(published.body.result).toMatchObject({
      status: 1,
      responseCount: 0,
      publishedAt: api.clock.now().toISOString(),
    });

    const first = await post('s1', 'Submit', {
      projectId: project.id,
      answers: answers(1, '100', '4999.5'),
      linkman: '赵强',
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      canEdit: true,
      answers: [
        { key: 'brand', choice: 1 },
        { key: 'capacity', value: '100' },
        { key: 'price', value: '4999.50' },
      ],
    });
    const edited = await post('s1', 'Submit', {
      projectId: project.id,
      answers: [...answers(0, '120', '5100'), { key: 'service', choices: [2, 0] }],
    });
    expect(edited.body.result.answers).toEqual([
      { key: 'brand', choice: 0 },
      { key: 'service', choices: [0, 2] },
      { key: 'capacity', value: '120' },
      { key: 'price', value: '5100.00' },
    ]);
    await post('s2', 'Submit', {
      projectId: project.id,
      answers: [...answers(0, '80', '4800'), { key: 'note', text: '现货供应' }],
    });

    api.clock.set(new Date(deadline.getTime() - 1));
    expect((await post('s2', 'Submit', { projectId: project.id, answers: answers(1, '90', '4700') })).status).toBe(200);
    api.clock.set(deadline);
    const late = await post('s1', 'Submit', { projectId: project.id, answers: answers(2, '1', '1') });
    expect(late.status).toBe(500);
    expect(late.body.error.message).toBe('The survey deadline has passed');
    expect((await get('s1', 'GetMine', { projectId: project.id })).body.result).toMatchObject({
      canEdit: false,
      answers: [{ key: 'brand', choice: 0 }, { key: 'service' }, { key: 'capacity', value: '120' }, { key: 'price' }],
    });

    const summary = await get('agency', 'GetSummary', { projectId: project.id });
    expect(summary.body.result.responseCount).toBe(2);
    const [brand, service, note, capacity, price] = summary.body.result.questions;
    expect(brand.options.map((o: { count: number }) => o.count)).toEqual([1, 1, 0]);
    expect(service).toMatchObject({ answered: 1, options: [{ count: 1, percent: 100 }, { count: 0 }, { count: 1 }] });
    expect(note).toMatchObject({ answered: 0, texts: [] });
    expect(capacity).toMatchObject({ unit: '台', min: '90', max: '120', mean: '105', median: '105' });
    expect(price).toMatchObject({ unit: '元/台', min: '4700.00', max: '5100.00', mean: '4900.00' });
    const responses = await get('purchaser', 'GetResponses', { projectId: project.id });
    expect(responses.body.result.items.map((r: { companyName: string }) => r.companyName)).toEqual([
      '北京远航科技有限公司',
      '上海恒信办公设备有限公司',
    ]);
    expect(responses.body.result.items[0].linkman).toBeNull();
    expect((await get('admin', 'GetSummary', { projectId: project.id })).status).toBe(200);
  });

  it('reopens on a correction that moves the deadline later, and stops for good on termination', async () => {
    const { project, deadline } = await definedSurvey();
    await post('agency', 'Publish', { projectId: project.id });
    api.clock.set(new Date(deadline.getTime() + HOUR));
    const earlier = await post('agency', 'Correct', {
      projectId: project.id,
      deadline: new Date(api.clock.now().getTime() - 1).toISOString(),
    });
    expect(earlier.body.error.message).toBe('The deadline must be in the future');
    const later = new Date(api.clock.now().getTime() + HOUR);
    const corrected = await post('agency', 'Correct', {
      projectId: project.id,
      deadline: later.toISOString(),
      description: '截止时间延长',
    });
    expect(corrected.body.result).toMatchObject({
      deadline: later.toISOString(),
      description: '截止时间延长',
      correctedAt: api.clock.now().toISOString(),
    });
    expect(
      (
        await post('agency', 'Correct', {
          projectId: project.id,
          deadline: new Date(later.getTime() - 1000).toISOString(),
        })
      ).body.error.message,
    ).toBe('A correction can only move the deadline later');
    expect((await post('s1', 'Submit', { projectId: project.id, answers: answers(2, '5', '10') })).status).toBe(200);

    const ended = await post('agency', 'Terminate', { projectId: project.id, reason: '需求取消' });
    expect(ended.body.result).toMatchObject({ status: 2, terminationReason: '需求取消', responseCount: 1 });
    const refused = await post('s2', 'Submit', { projectId: project.id, answers: answers(2, '5', '10') });
    expect([refused.status, refused.body.error.message]).toEqual([500, 'The survey has been terminated']);
    expect((await post('agency', 'Terminate', { projectId: project.id, reason: '再次' })).status).toBe(500);
    expect((await get('agency', 'GetSummary', { projectId: project.id })).body.result.responseCount).toBe(1);
  });

  it('lets the research announcement publish through the service function, idempotently', async () => {
    const { project } = await definedSurvey(5);
    const once = await api.database.db.transaction((tx) =>
      markSurveyPublished(tx, { tenantId: 1, projectId: project.id, now: api.clock.now() }),
    );
    const twice = await api.database.db.transaction((tx) =>
      markSurveyPublished(tx, { tenantId: 1, projectId: project.id, now: new Date(api.clock.now().getTime() + 5) }),
    );
    expect([once.status, twice.publishedAt]).toEqual([1, once.publishedAt]);
    const edit = await post('agency', 'CreateOrUpdate', {
      projectId: project.id,
      deadline: new Date(api.clock.now().getTime() + HOUR).toISOString(),
      questions: QUESTIONS,
    });
    expect([edit.status, edit.body.error.message]).toEqual([
      500,
      'The survey is already published; its questions can no longer change',
    ]);
  });
});

describe('research survey access', () => {
  it('allows each call only to its roles and parties', async () => {
    const { project } = await definedSurvey();
    const deadline = new Date(api.clock.now().getTime() + HOUR).toISOString();
    expect(
      (await post('purchaser', 'CreateOrUpdate', { projectId: project.id, deadline, questions: QUESTIONS })).status,
    ).toBe(403);
    expect((await post('s1', 'Publish', { projectId: project.id })).status).toBe(403);
    expect((await get('s1', 'GetSummary', { projectId: project.id })).status).toBe(403);
    expect((await post('agency', 'Submit', { projectId: project.id, answers: [] })).status).toBe(403);
    const stranger = await get('otherAgency', 'GetResponses', { projectId: project.id });
    expect([stranger.status, stranger.body.error.message]).toEqual([
      403,
      'You are not a party to this research project',
    ]);
    expect((await api.http.get(`${BASE}/Get`).query({ projectId: project.id })).status).toBe(401);
  });

  it('publishes only a project the purchaser passed, and hides another tenant’s projects', async () => {
    const { project } = await definedSurvey(2);
    expect((await post('agency', 'Publish', { projectId: project.id })).body.error.message).toBe(
      'The project is Drafted, awaiting purchaser review; this is not possible now',
    );
    const other = await createTenant(api.database.db, 'research-other', [
      { userName: 'other-agency', roles: [ROLES.agency] },
    ]);
    const login = await api.http
      .post('/api/TokenAuth/Authenticate')
      .set('Abp.TenantId', String(other.tenant.id))
      .send({ userNameOrEmailAddress: 'other-agency', password: '123qwe', selectRole: ROLES.agency });
    const res = await api.http
      .get(`${BASE}/Get`)
      .set(bearer(login.body.result.accessToken))
      .query({ projectId: project.id });
    expect(res.status).toBe(404);
  });
});

describe('research survey input', () => {
  it('refuses a bad definition with validationErrors and stores nothing', async () => {
    const project = await createResearchProject(api.database.db);
    const deadline = new Date(api.clock.now().getTime() + HOUR).toISOString();
    const dup = await post('agency', 'CreateOrUpdate', {
      projectId: project.id,
      deadline,
      questions: [QUESTIONS[0], { ...QUESTIONS[0], options: ['甲', '甲'] }],
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.validationErrors).toEqual([
      { message: 'Two questions have the same key', members: ['questions.1.key'] },
      { message: 'Two options are the same', members: ['questions.1.options'] },
    ]);
    const shape = await post('agency', 'CreateOrUpdate', {
      projectId: project.id,
      deadline,
      questions: [{ key: 'x', type: 'single', title: 't', options: ['only'] }],
    });
    expect(shape.status).toBe(400);
    expect(shape.body.error.validationErrors[0].members).toEqual(['questions.0.options']);
    const past = await post('agency', 'CreateOrUpdate', {
      projectId: project.id,
      deadline: api.clock.now().toISOString(),
      questions: QUESTIONS,
    });
    expect(past.body.error.validationErrors).toEqual([
      { message: 'The deadline must be in the future', members: ['deadline'] },
    ]);
    expect(
      await api.database.db.select().from(researchSurveys).where(eq(researchSurveys.projectId, project.id)),
    ).toEqual([]);
  });

  it('refuses bad answers with validationErrors and keeps the earlier answers', async () => {
    const { project } = await definedSurvey();
    await post('agency', 'Publish', { projectId: project.id });
    await post('s1', 'Submit', { projectId: project.id, answers: answers(0, '10', '99') });
    const bad = await post('s1', 'Submit', {
      projectId: project.id,
      answers: [
        { key: 'brand', choice: 7 },
        { key: 'capacity', value: '0' },
        { key: 'service', choices: [0, 1, 2] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors).toEqual([
      { message: 'A chosen option does not exist or is chosen twice', members: ['answers.0'] },
      { message: 'The number is below the minimum', members: ['answers.1'] },
      { message: 'Too many options are chosen', members: ['answers.2'] },
      { message: 'This question must be answered', members: ['answers.price'] },
    ]);
    const [stored] = await api.database.db.select().from(eApplies).where(eq(eApplies.projectId, project.id));
    expect(JSON.parse(stored!.content).answers).toEqual([
      { key: 'brand', choice: 0 },
      { key: 'capacity', value: '10' },
      { key: 'price', value: '99.00' },
    ]);
  });
});
