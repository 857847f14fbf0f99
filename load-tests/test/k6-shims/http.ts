import { spawnSync } from 'node:child_process';

/**
 * k6's `k6/http` for running a k6 bundle under vitest: k6's calls are synchronous, so each
 * request runs in a child node process (fetch) and the test process waits for it. Every
 * request is kept in `requests` with its tags.
 */
type Params = { headers?: Record<string, string>; tags?: Record<string, string>; timeout?: string };
type Request = { method: string; url: string; body?: string | null; params?: Params };

export const requests: Array<{ method: string; url: string; status: number; tags: Record<string, string> }> = [];

const FETCH = `
const [method, url, body, headers, timeoutMs] = JSON.parse(process.argv[1]);
const t0 = performance.now();
const done = (status, text) => process.stdout.write(JSON.stringify({ status, body: text, ms: performance.now() - t0 }));
fetch(url, { method, body: body ?? undefined, headers, signal: AbortSignal.timeout(timeoutMs) })
  .then(async (r) => done(r.status, await r.text()), () => done(0, ''));
`;

function request({ method, url, body, params = {} }: Request) {
  const timeoutMs = params.timeout ? parseInt(params.timeout, 10) : 60_000;
  const child = spawnSync(
    process.execPath,
    ['-e', FETCH, JSON.stringify([method, url, body ?? null, params.headers ?? {}, timeoutMs])],
    { encoding: 'utf8' },
  );
  const answer = JSON.parse(child.stdout) as { status: number; body: string; ms: number };
  requests.push({ method, url, status: answer.status, tags: params.tags ?? {} });
  return { status: answer.status, body: answer.body, timings: { duration: answer.ms } };
}

export default {
  get: (url: string, params?: Params) => request({ method: 'GET', url, params }),
  post: (url: string, body: string, params?: Params) => request({ method: 'POST', url, body, params }),
  batch: (list: Request[]) => list.map(request),
};
