import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { agreements } from '../../db/documents-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { SAMPLE_FILES, insertProject } from '../../../test/documents-fixtures.ts';
import { isInert } from '../../../test/xss-payloads.ts';

let api: TestApi;
let dataDir: string;
const token: Record<string, string> = {};
const BASE = '/api/services/app/Agreement';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bidhall-agreements-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  for (const [name, role] of [
    ['agency', ROLES.agency],
    ['purchaser', ROLES.purchaser],
    ['supplier1', ROLES.supplier],
    ['supplier2', ROLES.supplier],
    ['admin', ROLES.admin],
  ] as const) {
    token[name] = await api.login(name, role);
  }
  token.multi = await api.login('multi', ROLES.agency);
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const closed = (winner: string | null = 'supplier1', state = 7) =>
  insertProject(api.database.db, { state, now: api.clock.now(), ...(winner ? { winner } : {}) });
const create = (body: object, who = 'agency') => api.http.post(`${BASE}/Create`).set(bearer(token[who]!)).send(body);
const call = (method: string, id: number, who: string) =>
  api.http.post(`${BASE}/${method}`).set(bearer(token[who]!)).send({ id });
const get = (id: number, who: string) => api.http.get(`${BASE}/Get?id=${id}`).set(bearer(token[who]!));
const list = (who: string, query = '') => api.http.get(`${BASE}/GetPaged${query}`).set(bearer(token[who]!));
const stored = async () => (await api.database.db.select().from(agreements)).length;

async function uploadPdf(who: string, projectId: number) {
  const res = await api.http
    .post('/api/services/app/File/Upload')
    .set(bearer(token[who]!))
    .field('projectId', String(projectId))
    .field('stage', 'agreement')
    .attach('file', SAMPLE_FILES.pdf, '合同正文.pdf');
  return res.body.result.id as number;
}

describe('a contract from draft to archive', () => {
  it('is created for the winner, signed by the purchaser then the supplier, and archived', async () => {
    const p = await closed();
    const fileId = await uploadPdf('agency', p.id);
    const made = await create({
      projectId: p.id,
      title: '办公设备采购合同',
      contractNum: 'HT-2026-001',
      amount: '98000.5',
      content: '<p>甲乙双方</p><img src=x onerror=alert(1)>',
      attachmentIds: [fileId],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const a = made.body.result;
    expect(a).toMatchObject({
      status: 0,
      statusName: '草稿',
      amount: '98000.50',
      supplierName: '北京远航科技有限公司',
      projectId: p.id,
    });
    expect(isInert(a.content)).toBe(true);
    expect(a.attachments.map((f: { id: number }) => f.id)).toEqual([fileId]);

    // The winner may read the contract's attachment; another supplier may not.
    const download = (who: string) =>
      api.http.get(`/api/services/app/File/Download?id=${fileId}`).set(bearer(token[who]!));
    expect((await download('supplier1')).status).toBe(200);
    expect((await download('supplier2')).status).toBe(403);

    expect((await call('Sign', a.id, 'supplier1')).status).toBe(500);
    const signed = await call('Sign', a.id, 'purchaser');
    expect(signed.body.result).toMatchObject({ status: 1 });
    expect(signed.body.result.purchaserSignedAt).toBeTruthy();
    const edit = await api.http
      .put(`${BASE}/Update`)
      .set(bearer(token.agency!))
      .send({ id: a.id, title: '改过的合同', amount: '1.00' });
    expect(edit.status).toBe(500);
    expect(
      (await api.http.delete(`/api/services/app/File/Delete?id=${fileId}`).set(bearer(token.agency!))).status,
    ).toBe(403);
    expect((await call('Sign', a.id, 'supplier2')).status).toBe(403);
    expect((await call('Archive', a.id, 'agency')).status).toBe(500);
    expect((await call('Sign', a.id, 'supplier1')).body.result).toMatchObject({ status: 2 });
    expect((await call('Archive', a.id, 'supplier1')).status).toBe(403);
    const archived = await call('Archive', a.id, 'agency');
    expect(archived.body.result).toMatchObject({ status: 3, statusName: '已归档' });
    const again = await call('Sign', a.id, 'purchaser');
    expect(again.status).toBe(500);
    expect(again.body.error.message).toContain('已归档');
  });

  it('lets the organisers edit a draft, and nobody else', async () => {
    const p = await closed();
    const a = (await create({ projectId: p.id, title: '草稿合同', amount: 100 }, 'purchaser')).body.result;
    const update = (who: string) =>
      api.http
        .put(`${BASE}/Update`)
        .set(bearer(token[who]!))
        .send({ id: a.id, title: '修改后的合同', amount: '120.00' });
    expect((await update('supplier1')).status).toBe(403);
    const ok = await update('agency');
    expect(ok.body.result).toMatchObject({ title: '修改后的合同', amount: '120.00' });
  });
});

describe('attachments of a draft', () => {
  const update = (body: object, who: string) => api.http.put(`${BASE}/Update`).set(bearer(token[who]!)).send(body);
  const download = (id: number, who: string) =>
    api.http.get(`/api/services/app/File/Download?id=${id}`).set(bearer(token[who]!));

  it('are replaced by the list an edit sends, kept across firms, and let go when left out', async () => {
    const p = await closed();
    const byPurchaser = await uploadPdf('purchaser', p.id);
    const a = (
      await create({ projectId: p.id, title: '附件合同', amount: 10, attachmentIds: [byPurchaser] }, 'purchaser')
    ).body.result;
    const byAgency = await uploadPdf('agency', p.id);
    // The agency keeps the purchaser's attachment, which it may not attach itself, and adds its own.
    const both = await update(
      {
        id: a.id,
        title: '附件合同',
        amount: 10,
        content: '<h2>条款</h2><p onclick="x()">一</p>',
        attachmentIds: [byPurchaser, byAgency],
      },
      'agency',
    );
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.result.attachments.map((f: { id: number }) => f.id)).toEqual([byPurchaser, byAgency]);
    expect(both.body.result.content).toBe('<h2>条款</h2><p>一</p>');
    expect((await download(byAgency, 'supplier1')).status).toBe(200);

    const one = await update({ id: a.id, title: '附件合同', amount: 10, attachmentIds: [byAgency] }, 'agency');
    expect(one.body.result.attachments.map((f: { id: number }) => f.id)).toEqual([byAgency]);
    // Let go, the file is the purchaser's own again: the winner no longer reads it.
    expect((await download(byPurchaser, 'supplier1')).status).toBe(403);
    expect((await download(byPurchaser, 'purchaser')).status).toBe(200);
  });

  it("refuses another firm's file that is not yet attached", async () => {
    const p = await closed();
    const a = (await create({ projectId: p.id, title: '附件合同', amount: 10 }, 'agency')).body.result;
    const byPurchaser = await uploadPdf('purchaser', p.id);
    const res = await update({ id: a.id, title: '附件合同', amount: 10, attachmentIds: [byPurchaser] }, 'agency');
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors[0].members).toEqual(['attachmentIds']);
    expect((await get(a.id, 'agency')).body.result.attachments).toEqual([]);
  });
});

describe('when a contract may be created', () => {
  it('refuses a project that is not closed, one without a winner, and a second contract', async () => {
    const open = await closed('supplier1', 6);
    expect((await create({ projectId: open.id, title: '合同', amount: 1 })).status).toBe(500);
    const noWinner = await closed(null);
    expect((await create({ projectId: noWinner.id, title: '合同', amount: 1 })).status).toBe(500);
    const p = await closed();
    expect((await create({ projectId: p.id, title: '合同', amount: 1 })).status).toBe(200);
    const twice = await create({ projectId: p.id, title: '合同', amount: 1 });
    expect(twice.status).toBe(500);
    expect(twice.body.error.message).toContain('已有合同');
  });

  it('refuses suppliers and firms that do not organise the project', async () => {
    const p = await closed();
    expect((await create({ projectId: p.id, title: '合同', amount: 1 }, 'supplier1')).status).toBe(403);
    expect([403, 404]).toContain((await create({ projectId: p.id, title: '合同', amount: 1 }, 'multi')).status);
    expect((await create({ projectId: p.id, title: '合同', amount: 1 }, 'admin')).status).toBe(403);
  });

  it('refuses bad input with validationErrors and stores nothing', async () => {
    const p = await closed();
    const before = await stored();
    for (const body of [
      { projectId: p.id, title: '合同' },
      { projectId: p.id, title: '合同', amount: '-1' },
      { projectId: p.id, title: '合同', amount: '1.234' },
      { projectId: p.id, title: '<b>合同</b>', amount: 1 },
      { projectId: p.id, title: '合同', amount: 1, status: 3 },
      { projectId: p.id, title: '合同', amount: 1, attachmentIds: [123456] },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.validationErrors.length).toBeGreaterThan(0);
    }
    expect(await stored()).toBe(before);
  });
});

describe('lists per role', () => {
  it('shows each side its own contracts only', async () => {
    const p = await closed('supplier2');
    const a = (await create({ projectId: p.id, title: '第二份合同', amount: 5 })).body.result;
    const ids = async (who: string, query = '') =>
      (await list(who, query)).body.result.items.map((x: { id: number }) => x.id);
    expect(await ids('supplier2')).toEqual([a.id]);
    expect(await ids('supplier1')).not.toContain(a.id);
    expect(await ids('purchaser')).toContain(a.id);
    expect(await ids('agency', `?projectId=${p.id}`)).toEqual([a.id]);
    expect(await ids('multi')).toEqual([]);
    expect(await ids('admin')).toContain(a.id);
    expect(await ids('purchaser', '?status=3')).not.toContain(a.id);
    expect((await get(a.id, 'supplier1')).status).toBe(403);
    expect((await get(a.id, 'supplier2')).body.result.title).toBe('第二份合同');
    expect((await list('supplier1', '?status=9')).status).toBe(400);
  });
});
