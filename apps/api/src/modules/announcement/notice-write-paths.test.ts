import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { agreements, notices, webNotices } from '../../db/documents-schema.ts';
import { announcements, projects } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { demoParties, projectInState, type DemoParties } from '../../../test/lifecycle-fixtures.ts';
import { XSS_PAYLOADS, isInert } from '../../../test/xss-payloads.ts';

/**
 * Rich text is clean wherever it is stored: the content column sanitises every write (a draft,
 * a template, a direct move, the seed), and a notice sent with UpStatus is published and
 * readable, or the move refuses it and nothing changes.
 */
let api: TestApi;
let parties: DemoParties;
const tokens = new Map<RoleName, string>();
// A NUL character is refused at the door; here the column's own work is under test.
const PAYLOAD = XSS_PAYLOADS.filter((p) => !p.includes('\u0000')).join('');

beforeAll(async () => {
  api = await startTestApi();
  parties = await demoParties(api.database.db);
  for (const [user, role] of [
    ['agency', ROLES.agency],
    ['purchaser', ROLES.purchaser],
    ['admin', ROLES.admin],
  ] as const)
    tokens.set(role, await api.login(user, role));
});
afterAll(() => api.close());

const upStatus = (id: number, to: number, role: RoleName, body: object) =>
  api.http
    .post(`/api/services/app/Sproject/UpStatus?id=${id}&state=${to}`)
    .set(bearer(tokens.get(role)!))
    .set('Accept-Language', 'en-US')
    .send(body);
/** What the database holds, read past every mapping. */
const storedContent = async (table: string, id: number) => {
  const result = (await api.database.db.execute(
    sql`select content from ${sql.identifier(table)} where id = ${id}`,
  )) as unknown as { rows: Array<{ content: string }> };
  return result.rows[0]!.content;
};

describe('every rich text column sanitises what is written to it', () => {
  it('on insert and on update, whatever path writes the row', async () => {
    const db = api.database.db;
    const p = await projectInState(db, parties, 7, api.clock.now());
    const base = { tenantId: 1, projectId: p.id, title: 'x', content: `<p>正文</p>${PAYLOAD}` };
    const [notice] = await db
      .insert(notices)
      .values({ ...base, type: 5, createdBy: parties.agency.id })
      .returning();
    const [announcement] = await db
      .insert(announcements)
      .values({ ...base, type: 5, publishedBy: parties.agency.id, publishedAt: new Date() })
      .returning();
    const [webNotice] = await db
      .insert(webNotices)
      .values({ tenantId: 1, title: 'x', content: base.content, createdBy: parties.agency.id })
      .returning();
    const [agreement] = await db
      .insert(agreements)
      .values({
        ...base,
        supplierId: parties.suppliers[0]!.companyId!,
        purchaserCompanyId: parties.purchaser.companyId!,
        amount: '1.00',
        createdBy: parties.purchaser.id,
      })
      .returning();
    const rows = [
      ['notices', notices, notice!.id],
      ['announcements', announcements, announcement!.id],
      ['web_notices', webNotices, webNotice!.id],
      ['agreements', agreements, agreement!.id],
    ] as const;
    for (const [name, table, id] of rows) {
      const inserted = await storedContent(name, id);
      expect(isInert(inserted), name).toBe(true);
      expect(inserted.startsWith('<p>正文</p>'), name).toBe(true);
      await db
        .update(table)
        .set({ content: `<p>改</p>${PAYLOAD}` })
        .where(eq(table.id, id));
      const updated = await storedContent(name, id);
      expect(isInert(updated), name).toBe(true);
      expect(updated.startsWith('<p>改</p>'), name).toBe(true);
    }
  });

  it('through WebNotice/Create and Update', async () => {
    const admin = tokens.get(ROLES.admin)!;
    const made = await api.http
      .post('/api/services/app/WebNotice/Create')
      .set(bearer(admin))
      .send({ title: '平台公告', content: `<p>正文</p>${PAYLOAD}` })
      .expect(200);
    expect(isInert(made.body.result.content)).toBe(true);
    await api.http
      .put('/api/services/app/WebNotice/Update')
      .set(bearer(admin))
      .send({ id: made.body.result.id, title: '平台公告', content: `<p>改</p>${PAYLOAD}` })
      .expect(200);
    expect(isInert(await storedContent('web_notices', made.body.result.id))).toBe(true);
  });
});

describe('a notice sent with UpStatus', () => {
  it('is published with the move, readable by anyone, its content clean (suspension, 5 -> 9)', async () => {
    const p = await projectInState(api.database.db, parties, 5, api.clock.now());
    const res = await upStatus(p.id, 9, ROLES.agency, {
      title: '暂停公告',
      content: `<p>因故暂停</p>${PAYLOAD}`,
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const open = await api.http.get(`/api/services/app/PublicNotice/GetPaged?projectId=${p.id}`);
    expect(open.body.result.items).toEqual([expect.objectContaining({ type: 4, title: '暂停公告' })]);
    const content: string = open.body.result.items[0].content;
    expect(content.startsWith('<p>因故暂停</p>')).toBe(true);
    expect(isInert(content)).toBe(true);
    const [record] = await api.database.db.select().from(announcements).where(eq(announcements.projectId, p.id));
    expect(isInert(record!.content)).toBe(true);
  });

  it('is refused where the move drafts its notice, or has none, and nothing changes', async () => {
    const confirmed = await projectInState(api.database.db, parties, 6, api.clock.now());
    const refused = await upStatus(confirmed.id, 7, ROLES.purchaser, { content: '<p>结果公告</p>' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.validationErrors).toEqual([
      { message: expect.stringMatching(/sends no notice of its own/), members: ['content'] },
    ]);
    const reviewed = await projectInState(api.database.db, parties, 2, api.clock.now());
    const none = await upStatus(reviewed.id, 4, ROLES.purchaser, { title: '审核通过' });
    expect(none.status).toBe(400);
    expect(none.body.error.validationErrors[0].members).toEqual(['title']);
    for (const [p, state] of [
      [confirmed, 6],
      [reviewed, 2],
    ] as const) {
      const [row] = await api.database.db.select().from(projects).where(eq(projects.id, p.id));
      expect(row!.state).toBe(state);
      expect(await api.database.db.select().from(notices).where(eq(notices.projectId, p.id))).toEqual([]);
      expect(await api.database.db.select().from(announcements).where(eq(announcements.projectId, p.id))).toEqual([]);
    }
  });
});
