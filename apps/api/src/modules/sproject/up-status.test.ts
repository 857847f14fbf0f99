import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROJECT_STATES, type ProjectState } from '@bidhall/domain/project-states';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { outbox, projectAudits, projects } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { demoParties, projectInState, type DemoParties } from '../../../test/lifecycle-fixtures.ts';

/**
 * docs/rules.md's lifecycle table written out by hand (an oracle independent of the domain code):
 * "from>to" -> the one role allowed, the history templates written, whether a window.changed follows.
 */
const ALLOWED: Record<string, { role: RoleName; templates: number[]; window?: boolean }> = {
  '0>1': { role: ROLES.agency, templates: [2] },
  '3>1': { role: ROLES.agency, templates: [2] },
  '1>2': { role: ROLES.agency, templates: [3] },
  '2>3': { role: ROLES.purchaser, templates: [4] },
  '2>4': { role: ROLES.purchaser, templates: [5] },
  '4>5': { role: ROLES.agency, templates: [6], window: true },
  '5>6': { role: ROLES.agency, templates: [7] },
  '6>7': { role: ROLES.purchaser, templates: [8, 10] },
  '6>5': { role: ROLES.purchaser, templates: [9] },
  '5>8': { role: ROLES.agency, templates: [] },
  '5>9': { role: ROLES.agency, templates: [], window: true },
  '9>5': { role: ROLES.agency, templates: [], window: true },
  '5>5': { role: ROLES.agency, templates: [11] },
};
const STATES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const CALLERS: Array<{ user: string; role: RoleName }> = [
  { user: 'purchaser', role: ROLES.purchaser },
  { user: 'agency', role: ROLES.agency },
  { user: 'supplier1', role: ROLES.supplier },
  { user: 'expert1', role: ROLES.expert },
  { user: 'admin', role: ROLES.admin },
];

/** A caller who may not see the project gets 404; one who sees it, a 500 naming the state. */
function refusalStatus(role: RoleName, from: number): number {
  if (role === ROLES.expert) return 404;
  if (role === ROLES.supplier && from < 5) return 404;
  return 500;
}

let api: TestApi;
let parties: DemoParties;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  api = await startTestApi();
  parties = await demoParties(api.database.db);
  for (const c of CALLERS) tokens.set(c.role, await api.login(c.user, c.role));
});
afterAll(() => api.close());

const upStatus = (id: number, to: number, role: RoleName, body: object = { reason: '矩阵测试原因' }) =>
  api.http
    .post(`/api/services/app/Sproject/UpStatus?id=${id}&state=${to}`)
    .set(bearer(tokens.get(role)!))
    .send(body);

async function recordOf(projectId: number) {
  const db = api.database.db;
  const [p] = await db.select().from(projects).where(eq(projects.id, projectId));
  const history = await db.select().from(projectAudits).where(eq(projectAudits.projectId, projectId));
  const events = await db.select().from(outbox).where(eq(outbox.projectId, projectId));
  return {
    state: p!.state,
    templates: history.map((h) => h.typeValue).sort((a, b) => a! - b!),
    events: events.map((e) => e.type),
  };
}

describe('UpStatus: every state x every target x every role', () => {
  for (const from of STATES) {
    it(`from ${from}: refuses every move not in the table, changing nothing`, async () => {
      const p = await projectInState(api.database.db, parties, from, api.clock.now());
      for (const to of STATES) {
        for (const { role } of CALLERS) {
          if (ALLOWED[`${from}>${to}`]?.role === role) continue;
          const res = await upStatus(p.id, to, role);
          expect(res.status, `${from}>${to} as ${role}`).toBe(refusalStatus(role, from));
          if (res.status === 500)
            expect(res.body.error.message).toContain(PROJECT_STATES[from as ProjectState].labels['zh-CN']);
        }
      }
      expect(await recordOf(p.id)).toEqual({ state: from, templates: [], events: [] });
    });
  }

  for (const [move, rule] of Object.entries(ALLOWED)) {
    it(`${move} as ${rule.role}: moves, writes templates [${rule.templates}] and its events`, async () => {
      const [from, to] = move.split('>').map(Number) as [number, number];
      const p = await projectInState(api.database.db, parties, from, api.clock.now());
      const res = await upStatus(p.id, to, rule.role);
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      expect(res.body.result.state).toBe(to);
      const events = [...(from !== to ? ['project.state'] : []), ...(rule.window ? ['window.changed'] : [])];
      expect(await recordOf(p.id)).toEqual({ state: to, templates: rule.templates, events });
    });
  }

  it('refuses a return without a reason (400 on reason), changing nothing', async () => {
    for (const [from, to] of [
      [2, 3],
      [6, 5],
    ] as const) {
      const p = await projectInState(api.database.db, parties, from, api.clock.now());
      const res = await upStatus(p.id, to, ROLES.purchaser, {});
      expect(res.status).toBe(400);
      expect(res.body.error.validationErrors).toEqual([expect.objectContaining({ members: ['reason'] })]);
      expect(await recordOf(p.id)).toEqual({ state: from, templates: [], events: [] });
    }
  });

  it('refuses publication when the sign-up deadline has passed, and a result before the window ends', async () => {
    const p4 = await projectInState(api.database.db, parties, 4, api.clock.now());
    await api.database.db
      .update(projects)
      .set({ applyToTime: new Date(api.clock.now().getTime() - 1000) })
      .where(eq(projects.id, p4.id));
    expect((await upStatus(p4.id, 5, ROLES.agency)).status).toBe(500);
    const p5 = await projectInState(api.database.db, parties, 5, api.clock.now());
    await api.database.db
      .update(projects)
      .set({ uppriceToTime: new Date(api.clock.now().getTime() + 60_000) })
      .where(and(eq(projects.id, p5.id)));
    const early = await upStatus(p5.id, 6, ROLES.agency);
    expect(early.status).toBe(500);
    expect(await recordOf(p5.id)).toEqual({ state: 5, templates: [], events: [] });
    expect(await recordOf(p4.id)).toEqual({ state: 4, templates: [], events: [] });
  });

  it('publishing (4 -> 5) publishes its notice as Announcement/Publish does, with the times sent', async () => {
    const p = await projectInState(api.database.db, parties, 4, api.clock.now());
    const now = api.clock.now().getTime();
    const sent = {
      applyToTime: new Date(now + 2 * 3_600_000).toISOString(),
      uppriceFromTime: new Date(now + 3 * 3_600_000).toISOString(),
      uppriceToTime: new Date(now + 4 * 3_600_000).toISOString(),
    };
    const res = await upStatus(p.id, 5, ROLES.agency, {
      ...sent,
      title: '竞价公告（UpStatus）',
      content: '<p>正文</p><script>x()</script>',
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect({
      applyToTime: res.body.result.applyToTime,
      uppriceFromTime: res.body.result.uppriceFromTime,
      uppriceToTime: res.body.result.uppriceToTime,
    }).toEqual(sent);
    const listed = await api.http
      .get(`/api/services/app/Announcement/GetList?projectId=${p.id}`)
      .set(bearer(tokens.get(ROLES.supplier)!));
    expect(listed.body.result.items).toEqual([
      expect.objectContaining({ type: 0, title: '竞价公告（UpStatus）', content: '<p>正文</p>' }),
    ]);
    const open = await api.http.get(`/api/services/app/PublicNotice/GetPaged?projectId=${p.id}`);
    expect(open.body.result.totalCount).toBe(1);
  });

  it('refuses publication times that do not fit, with the reason, changing nothing', async () => {
    const p = await projectInState(api.database.db, parties, 4, api.clock.now());
    const now = api.clock.now().getTime();
    const res = await upStatus(p.id, 5, ROLES.agency, { applyToTime: new Date(now - 60_000).toISOString() });
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBeTruthy();
    expect(await recordOf(p.id)).toEqual({ state: 4, templates: [], events: [] });
    const listed = await api.http.get(`/api/services/app/PublicNotice/GetPaged?projectId=${p.id}`);
    expect(listed.body.result.totalCount).toBe(0);
  });

  it('a correction moves times forward only and emits window.changed', async () => {
    const p = await projectInState(api.database.db, parties, 9, api.clock.now());
    await api.database.db
      .update(projects)
      .set({ state: 5, paused: false, pausedAt: null })
      .where(eq(projects.id, p.id));
    const later = new Date(p.uppriceToTime!.getTime() + 3_600_000).toISOString();
    const ok = await upStatus(p.id, 5, ROLES.agency, { uppriceToTime: later, announcementType: 2 });
    expect(ok.status).toBe(200);
    expect(ok.body.result.uppriceToTime).toBe(later);
    const back = await upStatus(p.id, 5, ROLES.agency, { uppriceToTime: p.uppriceToTime!.toISOString() });
    expect(back.status).toBe(500);
    expect(await recordOf(p.id)).toEqual({ state: 5, templates: [11], events: ['window.changed'] });
  });
});
