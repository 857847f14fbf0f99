import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { webNotices } from '../../db/documents-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { XSS_PAYLOADS, isInert } from '../../../test/xss-payloads.ts';

let api: TestApi;
let admin: string;
let agency: string;
const BASE = '/api/services/app/WebNotice';

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin', ROLES.admin);
  agency = await api.login('agency', ROLES.agency);
});
afterAll(() => api.close());

const create = (token: string, body: object) => api.http.post(`${BASE}/Create`).set(bearer(token)).send(body);
const rowCount = async () => (await api.database.db.select().from(webNotices)).length;

describe('platform notices (eWebNoticeList)', () => {
  it('lets an administrator create, update, disable, enable and delete', async () => {
    const made = await create(admin, { title: '系统维护通知', content: '<p>今晚 <b>22:00</b> 维护</p>' });
    expect(made.status).toBe(200);
    const id = made.body.result.id;
    expect(made.body.result).toMatchObject({
      title: '系统维护通知',
      isEnabled: true,
      content: '<p>今晚 <b>22:00</b> 维护</p>',
    });
    const upd = await api.http
      .put(`${BASE}/Update`)
      .set(bearer(admin))
      .send({ id, title: '系统维护通知（更新）', content: '<p>改为 23:00</p>' });
    expect(upd.body.result.title).toBe('系统维护通知（更新）');
    expect((await api.http.post(`${BASE}/Disable`).set(bearer(admin)).send({ id })).body.result.isEnabled).toBe(false);
    const hidden = await api.http.get(`${BASE}/GetEnabledList`);
    expect(hidden.body.result.items.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await api.http.post(`${BASE}/Enable`).set(bearer(admin)).send({ id })).body.result.isEnabled).toBe(true);
    const shown = await api.http.get(`${BASE}/GetEnabledList`);
    expect(shown.status).toBe(200);
    expect(shown.body.result.items.map((n: { id: number }) => n.id)).toContain(id);
    const all = await api.http.get(`${BASE}/GetPaged?isEnabled=true`).set(bearer(admin));
    expect(all.body.result.totalCount).toBeGreaterThanOrEqual(1);
    expect((await api.http.delete(`${BASE}/Delete?id=${id}`).set(bearer(admin))).status).toBe(200);
    expect((await api.http.delete(`${BASE}/Delete?id=${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses every other role (403) and anonymous management (401)', async () => {
    expect((await create(agency, { title: '越权' })).status).toBe(403);
    expect((await api.http.get(`${BASE}/GetPaged`).set(bearer(agency))).status).toBe(403);
    expect((await api.http.post(`${BASE}/Create`).send({ title: '匿名' })).status).toBe(401);
  });

  it('refuses bad input with validationErrors and stores nothing', async () => {
    const before = await rowCount();
    for (const body of [
      {},
      { title: '' },
      { title: '<b>x</b>' },
      { title: 'ok', isEnabled: 'yes' },
      { title: 'ok', extra: 1 },
    ]) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.validationErrors.length).toBeGreaterThan(0);
    }
    expect(await rowCount()).toBe(before);
  });

  it('stores rich text only after sanitising it', async () => {
    for (const payload of XSS_PAYLOADS) {
      const res = await create(admin, { title: '安全测试', content: payload });
      // A NUL character is refused at the door, in every text of every call.
      if (payload.includes('\u0000')) {
        expect(res.status, payload).toBe(400);
        continue;
      }
      expect(isInert(res.body.result.content), payload).toBe(true);
    }
  });
});
