import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_TYPES, MAX_FILE_BYTES } from '@bidhall/domain/file-types';
import { ROLES } from '@bidhall/domain/roles';
import { files } from '../../db/documents-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { SAMPLE_FILES, insertProject } from '../../../test/documents-fixtures.ts';

let api: TestApi;
let dataDir: string;
const token: Record<string, string> = {};
let projectId: number;

const UPLOAD = '/api/services/app/File/Upload';
const DOWNLOAD = '/api/services/app/File/Download';

function upload(who: string, name: string, data: Buffer, fields: Record<string, string> = {}) {
  const req = api.http.post(UPLOAD).set(bearer(token[who]!));
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req.attach('file', data, name);
}

const storedCount = async () => (await api.database.db.select({ id: files.id }).from(files)).length;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bidhall-files-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  token.purchaser = await api.login('purchaser', ROLES.purchaser);
  token.agency = await api.login('agency', ROLES.agency);
  token.supplier1 = await api.login('supplier1', ROLES.supplier);
  token.supplier2 = await api.login('supplier2', ROLES.supplier);
  token.expert1 = await api.login('expert1', ROLES.expert);
  projectId = (await insertProject(api.database.db, { state: 5, now: api.clock.now() })).id;
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('upload and download', () => {
  it('stores an allowed file under DATA_DIR and gives the same bytes back to a party', async () => {
    const res = await upload('agency', '招标文件.pdf', SAMPLE_FILES.pdf, {
      projectId: String(projectId),
      stage: 'project',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      fileName: '招标文件.pdf',
      mimeType: 'application/pdf',
      area: 'private',
      stage: 'project',
      projectId,
    });
    expect(await readdir(path.join(dataDir, 'files', 't1'))).toHaveLength(1);
    const got = await api.http.get(`${DOWNLOAD}?id=${res.body.result.id}`).set(bearer(token.purchaser!)).buffer(true);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''%E6%8B%9B");
    expect(Buffer.compare(got.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
  });

  it('refuses a private file to a supplier that is not a party (403) and to an anonymous caller', async () => {
    const { body } = await upload('purchaser', '预算.pdf', SAMPLE_FILES.pdf, { projectId: String(projectId) });
    const id = body.result.id;
    const denied = await api.http.get(`${DOWNLOAD}?id=${id}`).set(bearer(token.supplier2!));
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBeTruthy();
    expect((await api.http.get(`${DOWNLOAD}?id=${id}`)).status).toBe(403);
    expect((await api.http.get(`${DOWNLOAD}?id=${id}`).set(bearer(token.agency!))).status).toBe(200);
  });

  it("keeps one supplier's sign-up file from another supplier", async () => {
    const { body } = await upload('supplier1', '资质.png', SAMPLE_FILES.png, {
      projectId: String(projectId),
      stage: 'signup',
    });
    expect((await api.http.get(`${DOWNLOAD}?id=${body.result.id}`).set(bearer(token.supplier2!))).status).toBe(403);
    expect((await api.http.get(`${DOWNLOAD}?id=${body.result.id}`).set(bearer(token.supplier1!))).status).toBe(200);
    expect((await api.http.get(`${DOWNLOAD}?id=${body.result.id}`).set(bearer(token.agency!))).status).toBe(200);
  });

  it('refuses a disguised file and stores nothing', async () => {
    const before = await storedCount();
    const res = await upload('agency', 'report.pdf', SAMPLE_FILES.html, { projectId: String(projectId) });
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors[0].members).toEqual(['file']);
    expect((await upload('agency', 'photo.png', SAMPLE_FILES.pdf)).status).toBe(400);
    expect((await upload('agency', 'page.html', SAMPLE_FILES.html)).status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('keeps only the base name of a name that carries a path', async () => {
    const res = await upload('agency', '../../evil.pdf', SAMPLE_FILES.pdf);
    expect(res.body.result.fileName).toBe('evil.pdf');
  });

  it('refuses a name with a bidirectional control, which would show it as another type, and stores nothing', async () => {
    const before = await storedCount();
    const res = await upload('agency', '发票\u202Efdp.exe.pdf', SAMPLE_FILES.pdf);
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors[0].members).toEqual(['file']);
    expect(await storedCount()).toBe(before);
  });

  it('refuses an oversized file and stores nothing', async () => {
    const before = await storedCount();
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_FILE_BYTES)]);
    const res = await upload('agency', 'big.pdf', big).set('Accept-Language', 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors[0].message).toBe('The file exceeds the size limit for its type (20 MB)');
    expect(res.body.error.validationErrors[0].members).toEqual(['file']);
    expect(await storedCount()).toBe(before);
  });

  it("says why, in the caller's language: a renamed executable, an HTML page named .pdf, an oversized picture", async () => {
    const before = await storedCount();
    const refusal = async (name: string, data: Buffer, lang = 'en-US') => {
      const res = await upload('agency', name, data).set('Accept-Language', lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, __abp: true });
      return res.body.error.validationErrors[0].message as string;
    };
    // A Windows executable starts "MZ", whatever it is called.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
    expect(await refusal('标书.pdf', exe)).toBe('The file content does not match its extension');
    expect(await refusal('标书.exe', exe)).toMatch(/^This file type is not allowed/);
    expect(await refusal('report.pdf', SAMPLE_FILES.html, 'zh-CN')).toBe('文件内容与扩展名不符');
    const picture = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(FILE_TYPES.png.maxBytes)]);
    expect(await refusal('seal.png', picture)).toBe('The file exceeds the size limit for its type (5 MB)');
    expect(await refusal('seal.png', picture, 'pt-BR')).toBe('O arquivo excede o limite de tamanho do seu tipo (5 MB)');
    expect(await storedCount()).toBe(before);
  });

  it('refuses bad fields, a missing file, and roles or callers that may not upload', async () => {
    expect((await upload('agency', 'a.pdf', SAMPLE_FILES.pdf, { stage: 'nonsense' })).status).toBe(400);
    expect((await upload('agency', 'a.pdf', SAMPLE_FILES.pdf, { projectId: 'abc' })).status).toBe(400);
    expect((await api.http.post(UPLOAD).set(bearer(token.agency!)).field('stage', 'project')).status).toBe(400);
    expect((await upload('expert1', 'a.pdf', SAMPLE_FILES.pdf)).status).toBe(403);
    expect((await api.http.post(UPLOAD).attach('file', SAMPLE_FILES.pdf, 'a.pdf')).status).toBe(401);
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await api.http.get(`${DOWNLOAD}?id=999999`).set(bearer(token.agency!))).status).toBe(404);
    expect((await api.http.get(`${DOWNLOAD}?id=x`).set(bearer(token.agency!))).status).toBe(400);
  });
});

describe('file pool and deletion', () => {
  it("lists a project's files by stage, each caller seeing only what it may read", async () => {
    const pool = (who: string) =>
      api.http.get(`/api/services/app/File/GetProjectFilePool?projectId=${projectId}`).set(bearer(token[who]!));
    const agencyView = await pool('agency');
    expect(agencyView.status).toBe(200);
    const stages = agencyView.body.result.stages.map((s: { stage: string }) => s.stage);
    expect(stages).toEqual(['project', 'signup']);
    const supplierView = await pool('supplier2');
    expect(supplierView.body.result.stages).toEqual([]);
    const own = await pool('supplier1');
    expect(own.body.result.stages.map((s: { stage: string }) => s.stage)).toEqual(['signup']);
    expect((await pool('expert1')).status).toBe(403);
  });

  it('lets only the uploader delete', async () => {
    const { body } = await upload('agency', '草稿.pdf', SAMPLE_FILES.pdf, { projectId: String(projectId) });
    const id = body.result.id;
    const del = (who: string) => api.http.delete(`/api/services/app/File/Delete?id=${id}`).set(bearer(token[who]!));
    expect((await del('purchaser')).status).toBe(403);
    expect((await del('agency')).status).toBe(200);
    expect((await api.http.get(`${DOWNLOAD}?id=${id}`).set(bearer(token.agency!))).status).toBe(404);
    const [row] = await api.database.db.select().from(files).where(eq(files.id, id));
    expect(row!.isDeleted).toBe(true);
  });
});
