import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireService } from '@bidhall/testkit/services';
import type { Platform } from '../src/cluster/platform.ts';
import { API_MAIN, GATEWAY_MAIN, Service, freePort } from '../src/cluster/processes.ts';
import { PrivateRedis, REDIS_SERVER, redisServerAvailable } from '../src/cluster/redis.ts';
import { ROLES, createApi } from '../src/fixture/client.ts';
import { createFixture } from '../src/fixture/fixture.ts';
import type { Recorder } from '../src/harness/recorder.ts';
import { runScenario, type RunOptions } from '../src/harness/run.ts';
import exec from './k6-shims/execution.ts';
import { requests } from './k6-shims/http.ts';
import { samples } from './k6-shims/metrics.ts';

/**
 * A small size of each harness scenario against a platform this test starts itself: the
 * api's main on PGlite in a temp DATA_DIR. When the api serves /socket.io itself (embedded
 * mode) that is the whole platform; otherwise a standalone gateway joins it on a private
 * redis-server.
 * Thresholds on time are left to the load runs: this checks that nothing is lost.
 */
/** The k6 module, loaded through vitest with `k6/ws` aliased to test/k6-ws-shim.ts. */
const K6_SOCKET_IO = '../k6/src/lib/socketio.ts';
type SioSocket = {
  emit(event: string, data: unknown, ack?: (reply: unknown) => void): void;
  on(event: string, handler: (data: unknown) => void): void;
  close(): void;
};
/** A hall bundle as k6 runs it, here on the shims of test/k6-shims (one VU, no sockets). */
const K6_QUOTE_STORM = '../k6/dist/quote-storm.js';
type K6HallRun = { amounts: { start: string; step: string } };
type K6HallScript = { setup(): K6HallRun; quote(run: K6HallRun): void };
type K6SocketIo = {
  connectSocketIo(
    baseUrl: string,
    auth: object,
    opts: { holdMs: number; onConnect(sio: SioSocket): void; onConnectError?(message: string): void },
  ): Promise<void>;
};
const logDir = mkdtempSync(path.join(tmpdir(), 'bidhall-smoke-'));
let platform: Platform | null = null;
let skipped = '';
let redis: PrivateRedis | null = null;

async function answers(url: string, init?: RequestInit) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.status,
    () => 0,
  );
}

beforeAll(async () => {
  // Redis is optional in embedded mode; the private one keeps other runs' events out.
  if (await redisServerAvailable()) redis = await PrivateRedis.start();
  const jwtSecret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    DATA_DIR: path.join(logDir, 'data'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret,
    // The scenarios' watchers share the agency's and the purchaser's tokens, two scenarios at once.
    MAX_SOCKETS_PER_USER: '1000',
    // Every frame of a storm packed, as a crowded hall's are, so the scripts read packed frames.
    FRAME_PACK_MIN_SOCKETS: '1',
  };
  if (redis) env.REDIS_URL = redis.url;
  const api = new Service('api', API_MAIN, await freePort(), env, logDir);
  await api.start();
  const stopApi = () => api.kill('SIGTERM');
  const lifecycle = await answers(`${api.url}/api/services/app/Sproject/CreateOrUpdateInfo`, { method: 'POST' });
  const quoting = await answers(`${api.url}/api/services/app/Quote/Submit`, { method: 'POST' });
  if (lifecycle === 404 || quoting === 404) {
    await stopApi();
    skipped = 'the lifecycle endpoints (Sproject, Quote) are not in the api yet';
    return;
  }
  if ((await answers(`${api.url}/socket.io/?EIO=4&transport=polling`)) !== 404) {
    platform = { apis: [api], gateways: [], apiUrls: [api.url], gatewayUrls: [api.url], stop: stopApi };
    return;
  }
  // The api does not attach the gateway (yet): a standalone one beside it, on Redis.
  const noRedis = async () => {
    throw new Error(`${REDIS_SERVER} cannot be started for a standalone gateway`);
  };
  if (!redis) {
    await stopApi();
    // With CI=true this throws; otherwise it prints what is skipped and why.
    await requireService('redis-server', noRedis);
    skipped = 'the api does not serve /socket.io itself and no private Redis for a standalone gateway';
    return;
  }
  const gatewayEnv = {
    REDIS_URL: redis.url,
    JWT_SECRET: jwtSecret,
    API_URL: api.url,
    LOG_LEVEL: 'warn',
    NODE_NAME: 'smoke-gateway',
    MAX_SOCKETS_PER_USER: '1000',
    // Every frame of a storm packed, as a crowded hall's are, so the scripts read packed frames.
    FRAME_PACK_MIN_SOCKETS: '1',
  };
  const gateway = new Service('gateway', GATEWAY_MAIN, await freePort(), gatewayEnv, logDir);
  await gateway.start();
  platform = {
    apis: [api],
    gateways: [gateway],
    apiUrls: [api.url],
    gatewayUrls: [gateway.url],
    stop: async () => void (await Promise.all([stopApi(), gateway.kill('SIGTERM')])),
  };
});

afterAll(async () => {
  await platform?.stop();
  await redis?.stop();
});

function options(scenario: RunOptions['scenario']): RunOptions {
  const p = platform!;
  return {
    scenario,
    apiUrls: p.apiUrls,
    gatewayUrls: p.gatewayUrls,
    suppliers: 3,
    watchers: 10,
    seconds: 6,
    quoteIntervalMs: 500,
    quoteP99Ms: 60_000,
    fanoutP99Ms: 60_000,
  };
}

/** Why quotes were not accepted, by refusal reason or HTTP status: a failure says what went wrong. */
const refusals = (r: Recorder) => `quotes refused: ${r.quotesRejected.summary()}`;

describe('the load harness against a real platform', () => {
  // The first four each make a project of their own, and three of them spend most of their time
  // waiting for its quote window to open: they wait side by side. Only the quote-storm bundle
  // uses k6's http shim, whose requests it checks; the Socket.IO module uses the ws shim alone.
  it.concurrent(
    'quote-storm: every accepted quote comes back to its supplier, no watcher has an unrepaired gap',
    async (ctx) => {
      if (skipped) {
        console.warn(`[skipped] harness smoke: ${skipped}`);
        return ctx.skip();
      }
      const { recorder: r } = await runScenario(options('quote-storm'));
      expect(r.quotesAccepted.total, refusals(r)).toBeGreaterThan(0);
      expect(r.quotesRejected.total, refusals(r)).toBe(0);
      expect(r.ownQuotesLost.total).toBe(0);
      expect(r.seqGapsUnrepaired.total).toBe(0);
      expect(r.hallJoins.byTag.get('ok')).toBe(13);
      // Every watcher got every accepted quote: 10 watchers and 3 suppliers see each one.
      expect(r.streamEvents.byTag.get('quote:accepted')).toBe(r.quotesAccepted.total * 13);
      expect(r.fanoutLatency.count).toBeGreaterThan(0);
    },
  );

  it.concurrent('hall-watchers: watchers see the trickle of quotes with no gap', async (ctx) => {
    if (skipped) return ctx.skip();
    const { recorder: r } = await runScenario(options('hall-watchers'));
    expect(r.quotesAccepted.total, refusals(r)).toBeGreaterThan(0);
    expect(r.seqGapsUnrepaired.total).toBe(0);
    expect(r.ownQuotesLost.total).toBe(0);
  });

  it.concurrent(
    "k6's Socket.IO module (k6/src/lib/socketio.ts, on a k6/ws shim) connects, syncs the clock and joins the hall",
    async (ctx) => {
      if (skipped) return ctx.skip();
      const api = createApi(platform!.apiUrls[0]!);
      const { fixture } = await createFixture(api, { suppliers: 1, windowSeconds: 60 });
      const token = await api.signIn(fixture.agency, ROLES.agency);
      const { connectSocketIo } = (await import(K6_SOCKET_IO)) as K6SocketIo;
      const seen: Record<string, unknown> = {};
      await connectSocketIo(
        platform!.gatewayUrls[0]!,
        { token, v: 1 },
        {
          holdMs: 20_000,
          onConnect(sio) {
            sio.emit('time:ping', { t0: Date.now() }, (reply) => (seen.pong = reply));
            sio.on('hall:snapshot', (snapshot) => {
              seen.snapshot = snapshot;
              sio.close();
            });
            sio.emit('hall:join', { projectId: fixture.projectId }, (reply) => (seen.join = reply));
          },
          onConnectError: (message) => (seen.error = message),
        },
      );
      expect(seen.error).toBeUndefined();
      expect(seen.pong).toMatchObject({ ok: true, data: { serverNow: expect.any(Number) } });
      expect(seen.join).toMatchObject({ ok: true, data: { projectId: fixture.projectId, audience: 'agency' } });
      expect(seen.snapshot).toMatchObject({ projectId: fixture.projectId, audience: 'agency' });
    },
  );

  it.concurrent(
    "k6's quote-storm bundle (on k6 shims) quotes below the hall's best, run after run, from one fixture",
    async (ctx) => {
      if (skipped) return ctx.skip();
      const apiUrl = platform!.apiUrls[0]!;
      const { fixture } = await createFixture(createApi(apiUrl), { suppliers: 2, windowSeconds: 120 });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, fixture.window.from - Date.now()) + 200));
      const file = path.join(logDir, 'k6-fixture.json');
      writeFileSync(file, JSON.stringify(fixture));
      Object.assign(globalThis, {
        __ENV: { BASE_URL: apiUrl, FIXTURE: file, SUPPLIERS: '2', QUOTE_RATE: '1', SECONDS: '20', RAMP_SECONDS: '0' },
      });
      Object.assign(globalThis, { open: (p: string) => readFileSync(p, 'utf8') });
      const k6 = (await import(K6_QUOTE_STORM)) as K6HallScript;

      const starts: string[] = [];
      for (const _run of [1, 2]) {
        const run = k6.setup();
        starts.push(run.amounts.start);
        for (let n = 0; n < 4; n++) {
          exec.scenario.iterationInTest = n;
          k6.quote(run);
        }
      }
      // The second run starts from the best the first one left, a step (a cent) below its last quote.
      expect(starts).toEqual(['1000000.00', '999999.96']);
      expect(samples.get('quote_acceptance')!.map((s) => s.value)).toEqual(Array(8).fill(true));
      expect(samples.get('quotes_refused')).toEqual([]);
      const kinds = new Set(requests.map((r) => `${r.tags.kind} ${r.tags.name}`));
      expect([...kinds].sort()).toEqual([
        'read Hall/GetSnapshot',
        'read PbSetting/Get',
        'sign-in /api/TokenAuth/Authenticate',
        'write Quote/Submit',
      ]);
    },
  );

  it("k6's Socket.IO module reports a refused handshake", async (ctx) => {
    if (skipped) return ctx.skip();
    const { connectSocketIo } = (await import(K6_SOCKET_IO)) as K6SocketIo;
    let refused = '';
    await connectSocketIo(
      platform!.gatewayUrls[0]!,
      { token: 'not-a-token', v: 1 },
      { holdMs: 10_000, onConnect: () => {}, onConnectError: (m) => (refused = m) },
    );
    expect(refused).not.toBe('');
  });

  it('rest-smoke: every role signs in and reads its main lists', async (ctx) => {
    if (skipped) return ctx.skip();
    const { recorder: r } = await runScenario({ ...options('rest-smoke'), suppliers: 1, seconds: 1 });
    expect([...r.restFailures.byTag.keys()]).toEqual([]);
    expect(r.restChecks.total).toBeGreaterThan(5);
  });
});
