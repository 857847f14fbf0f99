// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@bidhall/testkit/ports';
import {
  CACHE_CONTROL,
  CSP_NONCE_PLACEHOLDER,
  HSTS_HEADER,
  SECURITY_HEADERS,
  cspDirectives,
} from '@bidhall/domain/security-policy';
import { scaled } from './limits';

/**
 * The compose nginx's configuration, run by a real nginx against a stand-in build and api:
 * what it serves must carry the platform's policy (packages/domain/security-policy), exactly.
 */
const NGINX_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../nginx');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
// .ci/run installs nginx: in CI a missing binary is a failure, elsewhere a printed skip.
if (!NGINX && process.env.CI === 'true') throw new Error('CI=true and no nginx binary (apt-get install nginx)');
if (!NGINX) console.log('skipped e2e/nginx.test.ts: no nginx binary (apt-get install nginx)');

const ASSET = 'assets/index-AbCd1234.js';

/** A CSP as directive -> sorted values, so order does not matter. */
function directives(csp: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of csp
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    parsed[name!] = values.sort();
  }
  return parsed;
}
const expected = (nonce?: string) =>
  Object.fromEntries(Object.entries(cspDirectives({ nonce })).map(([k, v]) => [k, [...v].sort()]));

describe.skipIf(!NGINX)('the compose nginx (apps/web/nginx) with a real nginx', () => {
  let dir: string;
  let url: string;
  let nginx: ChildProcess;
  let api: Server;
  let apiSaw: IncomingHttpHeaders = {};

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bidhall-nginx-'));
    const dist = path.join(dir, 'html');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="./${ASSET}" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body></body></html>`,
    );
    writeFileSync(path.join(dist, ASSET), 'console.log(1)');
    writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // nginx's workers may run as another user: the stand-in build must be readable.
    for (const d of [dir, dist, path.join(dist, 'assets')]) chmodSync(d, 0o755);

    api = createServer((req, res) => {
      apiSaw = req.headers;
      res.setHeader('content-security-policy', "default-src 'self'");
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;

    const conf = readFileSync(path.join(NGINX_DIR, 'nginx.conf'), 'utf8')
      .replace('worker_processes auto;', 'worker_processes 1;')
      .replace('worker_connections 16384;', 'worker_connections 256;')
      .replace('server api:8080;', `server 127.0.0.1:${apiPort};`)
      .replace('server gateway:8081;', `server 127.0.0.1:${apiPort};`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${dist};`)
      .replace(
        'http {',
        `http {\n  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      );
    expect(conf).toContain(`root ${dist};`);
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    writeFileSync(path.join(dir, 'security-headers.conf'), readFileSync(path.join(NGINX_DIR, 'security-headers.conf')));
    const args = [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      `pid ${dir}/nginx.pid; error_log stderr;${process.getuid?.() === 0 ? ' user root;' : ''}`,
    ];
    execFileSync(NGINX!, ['-t', ...args], { stdio: 'pipe' });
    nginx = spawn(NGINX!, [...args.slice(0, -1), `${args.at(-1)} daemon off;`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/nginx-health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, scaled(30_000));

  afterAll(async () => {
    nginx?.kill();
    await new Promise<void>((resolve) => api?.close(() => resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const expectHeaders = (res: Response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  };

  it('serves the page with a fresh nonce in its body and its CSP, revalidated every time', async () => {
    const nonces: string[] = [];
    for (const page of ['/', '/index.html']) {
      const res = await fetch(`${url}${page}`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /nonce="([\w-]+)"/.exec(body)![1]!;
      expect(directives(res.headers.get('content-security-policy')!)).toEqual(expected(nonce));
      expectHeaders(res);
      expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.page);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps hashed assets a year and revalidates the others, under the same policy', async () => {
    const asset = await fetch(`${url}/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(CACHE_CONTROL.hashedAsset);
    expect(directives(asset.headers.get('content-security-policy')!)).toEqual(expected());
    expectHeaders(asset);
    const logo = await fetch(`${url}/logo.svg`);
    expect(logo.headers.get('cache-control')).toBe(CACHE_CONTROL.page);
    expect(directives(logo.headers.get('content-security-policy')!)).toEqual(expected());
  });

  it('serves the big screen’s page, framed by nobody until the control room is named', async () => {
    const res = await fetch(`${url}/screen`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const nonce = /nonce="([\w-]+)"/.exec(await res.text())![1]!;
    expect(directives(res.headers.get('content-security-policy')!)).toEqual(expected(nonce));
  });

  it('adds HSTS under HTTPS, and leaves the api its own headers with the Host the browser used', async () => {
    const page = await fetch(`${url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe(HSTS_HEADER);
    const call = await fetch(`${url}/api/services/app/Session/GetCurrentLoginInformations`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(call.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(call.headers.get('strict-transport-security')).toBe(HSTS_HEADER);
    expect(apiSaw.host).toBe(new URL(url).host);
    expect(apiSaw['x-forwarded-proto']).toBe('https');
  });
});
