import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import type { Response } from 'supertest';
import { CACHE_CONTROL, CSP_NONCE_PLACEHOLDER, HSTS_HEADER, SECURITY_HEADERS } from '@bidhall/domain/security-policy';
import { ROLES } from '@bidhall/domain/roles';
import { loadConfig } from '../config.ts';
import { bearer, startTestApi, TEST_JWT_SECRET, type TestApi } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../../test/documents-fixtures.ts';

let api: TestApi;
let web: ReturnType<typeof supertest>;
let webDir: string;
const ASSET = 'assets/index-AbCd1234.js';
const CONTROL_ROOM = 'https://control-room.example';

/** A built web app as Vite leaves it: the placeholder on the script, the style and the meta. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bidhall-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const n = CSP_NONCE_PLACEHOLDER;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${n}"><script type="module" src="./${ASSET}" nonce="${n}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, ASSET), 'console.log(1)');
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

beforeAll(async () => {
  api = await startTestApi();
  webDir = fakeBuild();
  const config = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SCREEN_FRAME_ANCESTORS: CONTROL_ROOM,
    ALLOWED_ORIGINS: 'https://portal.example',
  });
  web = supertest((await api.sibling({ config, webDir })).app);
});
afterAll(async () => {
  await api.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The policy's headers, whatever the answer. */
function expectPolicy(res: Response, frameAncestors = "'none'") {
  const csp = res.headers['content-security-policy'] as string;
  expect(csp).toMatch(/(^|;)\s*default-src 'self'/);
  expect(csp).toMatch(/script-src 'self'( 'nonce-[\w-]+')?;/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain(`frame-ancestors ${frameAncestors}`);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'x-frame-options' && frameAncestors !== "'none'") continue;
    expect(res.headers[name], name).toBe(value);
  }
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  it('an envelope, an error, a refusal and the 404s: the policy and no-store', async () => {
    const token = await api.login('admin', ROLES.admin);
    const answers = [
      await web.get('/api/services/app/Session/GetCurrentLoginInformations'),
      await web.get('/api/services/app/User/GetPaged').set(bearer(token)),
      await web.get('/api/services/app/User/GetPaged'),
      await web.post('/api/TokenAuth/Authenticate').send({}),
      await web.get('/api/services/app/Nope/Nothing'),
      await web.get('/healthz'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 400, 404, 200]);
    for (const res of answers) {
      expectPolicy(res);
      expect(res.headers['cache-control']).toBe(CACHE_CONTROL.api);
    }
  });

  it('a path nobody serves is a 404 in the ABP envelope, in the caller’s language', async () => {
    const res = await web.get('/no/such/page').set('Accept-Language', 'en-US');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, __abp: true, error: { message: 'No such page' } });
    expectPolicy(res);
  });

  it('a file: attachment, nosniff and the policy', async () => {
    const token = await api.login('agency', ROLES.agency);
    const up = await web
      .post('/api/services/app/File/Upload')
      .set(bearer(token))
      .attach('file', SAMPLE_FILES.pdf, 'a.pdf');
    expect(up.status).toBe(200);
    const res = await web.get(`/api/services/app/File/Download?id=${up.body.result.id}`).set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expectPolicy(res);
  });

  it('the web page: a fresh nonce in the page and its CSP on every answer, revalidated every time', async () => {
    const first = await web.get('/');
    const second = await web.get('/index.html');
    const nonces = [first, second].map((res) => {
      expectPolicy(res);
      expect(res.headers['cache-control']).toBe(CACHE_CONTROL.page);
      expect(res.text).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /<script[^>]* nonce="([\w-]+)"/.exec(res.text)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('assets: hashed ones kept a year, others revalidated', async () => {
    const hashed = await web.get(`/${ASSET}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe(CACHE_CONTROL.hashedAsset);
    expectPolicy(hashed);
    const logo = await web.get('/logo.svg');
    expect(logo.headers['cache-control']).toBe(CACHE_CONTROL.page);
    expectPolicy(logo);
  });

  it('Swagger: its page, its files and the document, its fixed styles allowed by hash', async () => {
    const page = await web.get('/swagger/');
    expect(page.status).toBe(200);
    expectPolicy(page);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+;/);
    for (const res of [await web.get('/swagger/swagger-ui-init.js'), await web.get('/swagger/v1/swagger.json')]) {
      expect(res.status).toBe(200);
      expectPolicy(res);
    }
  });

  it('only the big screen’s page may be framed, by the configured control room', async () => {
    const screen = await web.get('/screen');
    expect(screen.status).toBe(200);
    expectPolicy(screen, CONTROL_ROOM);
    expect(screen.headers['x-frame-options']).toBeUndefined();
  });

  it('HSTS only over HTTPS (through the trusted proxy), and not when turned off', async () => {
    const https = await web.get('/').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe(HSTS_HEADER);
    const off = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'test', HSTS: 'false' });
    const plain = await supertest((await api.sibling({ config: off })).app)
      .get('/healthz')
      .set('X-Forwarded-Proto', 'https');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the Origin of a state-changing call', () => {
  const signIn = { userNameOrEmailAddress: 'admin', password: '123qwe', selectRole: ROLES.admin };

  it('refuses a page of another site, localised, before anything happens', async () => {
    const res = await web
      .post('/api/TokenAuth/Authenticate')
      .set('Origin', 'https://evil.example')
      .set('Accept-Language', 'en-US')
      .send(signIn);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      __abp: true,
      error: { message: 'A page of another site may not make changes here' },
    });
    expectPolicy(res);
    const upload = await web
      .post('/api/services/app/File/Upload')
      .set('Origin', 'null')
      .attach('file', SAMPLE_FILES.pdf, 'a.pdf');
    expect(upload.status).toBe(403);
  });

  it('lets the platform’s own pages, the configured origins, other clients and reads through', async () => {
    const own = await web
      .post('/api/TokenAuth/Authenticate')
      .set('Host', 'bidhall.example:8443')
      .set('Origin', 'https://bidhall.example:8443')
      .send(signIn);
    expect(own.status).toBe(200);
    expect(
      (await web.post('/api/TokenAuth/Authenticate').set('Origin', 'https://portal.example').send(signIn)).status,
    ).toBe(200);
    expect((await web.post('/api/TokenAuth/Authenticate').send(signIn)).status).toBe(200);
    expect(
      (await web.get('/api/services/app/Session/GetCurrentLoginInformations').set('Origin', 'https://evil.example'))
        .status,
    ).toBe(200);
  });
});
