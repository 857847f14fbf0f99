import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { exitIfArgsOnly, readArgs } from '../cli-args.ts';
import { POSTGRES_ADMIN_URL, dropDatabase, ensureDatabase } from '../cluster/database.ts';
import { API_MAIN, API_NODE_FLAGS, GATEWAY_MAIN, REPO_ROOT, Service, freePort, sleep } from '../cluster/processes.ts';
import { PrivateRedis } from '../cluster/redis.ts';
import { ROLES, createApi, pool } from '../fixture/client.ts';
import { createFixture, type Fixture } from '../fixture/fixture.ts';
import { HallClient } from '../harness/hall-client.ts';
import { Recorder } from '../harness/recorder.ts';
import { createQuoter, newLedger } from '../harness/supplier.ts';
import { countsSince, startCountingProxy } from './counting-proxy.ts';
import { cpuMsOf } from './proc-cpu.ts';

/**
 * npm run rejoin-burst -w @bidhall/load-tests -- [--clients 1100 --survivors 100 --suppliers 20
 *   --quotes-per-second 5 --limit-seconds 60 --before <another checkout> --profile-dir <dir>]
 *
 * The drill's gateway kill in small: one api, a private Redis, a fresh database; two gateways,
 * `--clients` seq-only hall clients joined on the first (the victim) and `--survivors` on the
 * second, suppliers quoting meanwhile. The victim is SIGKILLed and its clients move to the
 * survivor after the harness's pause (hall-client.ts) and re-join with sinceSeq. Printed:
 * how long until every one of them was back, joins per second, the api calls the survivor
 * made (counted by a pass-through in front of the api) and the CPU of the survivor and the api
 * per re-join. With `--before <dir>` the same burst is first run with the gateway of that
 * checkout (e.g. the main branch before a change), then with this one: both in one run, on
 * one api and one fixture.
 */
const args = readArgs(process.argv.slice(2), [
  'clients',
  'survivors',
  'suppliers',
  'quotes-per-second',
  'limit-seconds',
  'before',
  'profile-dir',
]);
const clients = args.num('clients', 1100);
const survivors = args.num('survivors', 100);
const suppliers = Math.max(1, args.num('suppliers', 20));
const quotesPerSecond = args.num('quotes-per-second', 5);
const limitMs = args.num('limit-seconds', 60) * 1000;
const before = args.str('before', '');
const profileDir = args.str('profile-dir', '');
exitIfArgsOnly();

const started = Date.now();
const log = (line: string) =>
  console.error(`[burst ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const logDir = path.join(
  REPO_ROOT,
  'load-tests/reports',
  `rejoin-burst-${new Date().toISOString().replace(/[:.]/g, '-')}`,
);
mkdirSync(logDir, { recursive: true });
const dbName = `bidhall_rejoin_burst_${Date.now()}`;
const databaseUrl = await ensureDatabase(POSTGRES_ADMIN_URL, dbName, { fresh: true });
const redis = await PrivateRedis.start();
const common = { REDIS_URL: redis.url, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
const api = new Service(
  'api',
  API_MAIN,
  await freePort(),
  {
    ...common,
    NODE_ENV: 'production',
    EMBED_GATEWAY: 'false',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bidhall-api-')),
  },
  logDir,
  API_NODE_FLAGS,
);

type Result = {
  variant: string;
  /** Clients on the victim when it was killed. */
  moved: number;
  backMs: number | null;
  awayAt: string;
  stillAway: number;
  joinsPerSecond: number;
  joins: string;
  connectErrors: string;
  apiCalls: Map<string, number>;
  survivorCpuMs: number;
  apiCpuMs: number;
  harnessCpuMs: number;
  behind: number;
};

let quoting = true;
let loops: Promise<void>[] = [];
const results: Result[] = [];
try {
  await api.start();
  const rest = createApi(api.url, { timeoutMs: 60_000 });
  const { fixture, supplierTokens } = await createFixture(rest, { suppliers, windowSeconds: 3600, log });
  const [agency, purchaser] = await Promise.all([
    rest.signIn('agency', ROLES.agency),
    rest.signIn('purchaser', ROLES.purchaser),
  ]);
  // The drill's mix: a socket per supplier (a session each), the watchers the agency's and the purchaser's.
  const tokenOf = (i: number) => supplierTokens[i] ?? (i % 2 === 0 ? agency : purchaser);
  await sleep(fixture.window.from - Date.now());
  const recorder = new Recorder();
  // --quotes-per-second 0: no stream meanwhile, so the CPU measured is the re-joins' alone.
  loops = supplierTokens.slice(0, quotesPerSecond > 0 ? undefined : 0).map(async (token, i) => {
    const quoteOnce = createQuoter({
      apiUrls: [api.url],
      token,
      projectId: fixture.projectId,
      index: i,
      recorder,
      ledger: newLedger(),
      retryForMs: 10_000,
    });
    const everyMs = (supplierTokens.length / quotesPerSecond) * 1000;
    await sleep(Math.random() * everyMs);
    while (quoting) {
      const t0 = Date.now();
      await quoteOnce();
      await sleep(Math.max(0, everyMs * (0.5 + Math.random()) - (Date.now() - t0)));
    }
  });
  log(`quoting at ${quotesPerSecond}/s on project ${fixture.projectId}`);

  const variants: [string, string][] = before
    ? [
        ['before', path.resolve(before, 'gateway/src/main.ts')],
        ['after', GATEWAY_MAIN],
      ]
    : [['this checkout', GATEWAY_MAIN]];
  for (const [variant, main] of variants) results.push(await burst(variant, main, fixture, tokenOf));
} finally {
  quoting = false;
  await Promise.all(loops);
  await api.kill('SIGTERM');
  await redis.stop();
  await dropDatabase(POSTGRES_ADMIN_URL, dbName);
}

const [one, two] = [loadavg()[0]!.toFixed(1), loadavg()[1]!.toFixed(1)];
console.log(`\n\`${`npm run rejoin-burst -w @bidhall/load-tests -- ${process.argv.slice(2).join(' ')}`.trim()}\``);
console.log(
  `up to ${clients} clients re-join one survivor (${survivors} on it already); load average at the end ${one} / ${two}\n`,
);
console.log(
  '| gateway | clients moved | all back after | away at 1/2/5/10 s | joins/s | hall:join acks | connect errors | api calls by the survivor | survivor CPU per re-join | api CPU per re-join | harness CPU |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const calls = [...r.apiCalls].map(([p, n]) => `${p.split('/').slice(-2).join('/')} ${n}`).join(', ') || 'none';
  console.log(
    `| ${r.variant} | ${r.moved} | ${r.backMs === null ? `not within ${limitMs / 1000} s (${r.stillAway} away)` : `${(r.backMs / 1000).toFixed(1)} s`} | ${r.awayAt} | ${r.joinsPerSecond.toFixed(0)} | ${r.joins} | ${r.connectErrors} | ${calls} | ${(r.survivorCpuMs / r.moved).toFixed(2)} ms | ${(r.apiCpuMs / r.moved).toFixed(2)} ms | ${(r.harnessCpuMs / 1000).toFixed(1)} s |`,
  );
}
const failed = results.filter((r) => r.backMs === null || r.behind > 0);
process.exit(failed.length > 0 && failed.some((r) => r.variant !== 'before') ? 1 : 0);

async function burst(variant: string, main: string, fixture: Fixture, tokenOf: (i: number) => string): Promise<Result> {
  const tag = variant.replace(/\W+/g, '-');
  const proxy = await startCountingProxy(api.url);
  const gateway = async (name: string, apiUrl: string, flags: string[] = []) =>
    new Service(
      `${tag}-${name}`,
      main,
      await freePort(),
      { ...common, API_URL: apiUrl, NODE_NAME: name },
      logDir,
      flags,
    );
  const victim = await gateway('victim', api.url);
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, tag)}`] : [];
  const survivor = await gateway('survivor', proxy.url, profile);
  await Promise.all([victim.start(), survivor.start()]);
  const recorder = new Recorder();
  const hall = (gatewayUrls: string[], token: string, index: number) =>
    new HallClient({
      gatewayUrls,
      apis: [createApi(api.url)],
      token,
      projectId: fixture.projectId,
      recorder,
      index,
      keepsView: false,
    });
  const onSurvivor = Array.from({ length: survivors }, (_, i) => hall([survivor.url], tokenOf(clients + i), i));
  // index 2i: the victim first (index % 2 gateways), and the harness's pause before moving on
  // spread as in the drill (200-690 ms).
  const starting = Array.from({ length: clients }, (_, i) => hall([victim.url, survivor.url], tokenOf(i), 2 * i));
  log(`${variant}: joining ${survivors} clients on the survivor and ${clients} on the victim`);
  await pool([...onSurvivor, ...starting], 10, async (client) => {
    client.start();
    await sleep(50);
  });
  await waitFor(() => [...onSurvivor, ...starting].every((c) => c.connected), 120_000, 'every client joined');
  await sleep(3_000);
  // A client whose first try at the victim failed joined the survivor: it does not move.
  const moving = starting.filter((c) => c.gatewayUrl === victim.url);
  log(
    `${variant}: ${moving.length} clients on the victim, ${clients - moving.length} of them went to the survivor at once`,
  );

  const calls0 = proxy.counts();
  const cpu0 = { survivor: cpuMsOf(survivor.child?.pid), api: cpuMsOf(api.child?.pid), harness: process.cpuUsage() };
  const joins0 = new Map(recorder.hallJoins.byTag);
  const errors0 = new Map(recorder.connectErrors.byTag);
  const left = new Set<HallClient>();
  /** [ms after the kill, clients not yet back], every 50 ms. */
  const samples: [number, number][] = [];
  const t0 = Date.now();
  // The monotonic clock in µs, as a CPU profile's timestamps: the burst's span in --profile-dir's profiles.
  const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
  log(`${variant}: SIGKILL the victim (monotonic ${monotonicUs()} µs)`);
  await victim.kill();
  let backMs: number | null = null;
  while (Date.now() - t0 < limitMs) {
    for (const c of moving) if (!c.connected) left.add(c);
    // Back: seen away since the kill, and joined again.
    const notBack = moving.filter((c) => !left.has(c) || !c.connected).length;
    samples.push([Date.now() - t0, notBack]);
    if (notBack === 0) {
      backMs = Date.now() - t0;
      break;
    }
    await sleep(50);
  }
  const cpu1 = {
    survivor: cpuMsOf(survivor.child?.pid),
    api: cpuMsOf(api.child?.pid),
    harness: process.cpuUsage(cpu0.harness),
  };
  const calls1 = proxy.counts();
  const stillAway = moving.filter((c) => !c.connected).length;
  log(
    `${variant}: ${backMs === null ? `${stillAway} still away` : `all back after ${backMs} ms`} (monotonic ${monotonicUs()} µs)`,
  );
  // Caught up: a moment for the last live events, then every client at the head of the stream.
  await sleep(2_000);
  const head = Math.max(...[...onSurvivor, ...starting].map((c) => c.lastSeq));
  const behind = moving.filter((c) => c.lastSeq < head - quotesPerSecond * 2).length;
  for (const c of [...onSurvivor, ...starting]) c.stop();
  await survivor.kill('SIGTERM');
  await proxy.close();
  const awayAt = (ms: number) => samples.filter(([at]) => at <= ms).at(-1)?.[1] ?? moving.length;
  return {
    variant,
    moved: moving.length,
    backMs,
    stillAway,
    awayAt: [1, 2, 5, 10].map((s) => (backMs !== null && backMs <= s * 1000 ? 0 : awayAt(s * 1000))).join(' / '),
    joinsPerSecond: (moving.length - stillAway) / ((backMs ?? limitMs) / 1000),
    joins: tagsSince(joins0, recorder.hallJoins.byTag),
    connectErrors: tagsSince(errors0, recorder.connectErrors.byTag) || '0',
    apiCalls: countsSince(calls0, calls1),
    survivorCpuMs: cpu1.survivor - cpu0.survivor,
    apiCpuMs: cpu1.api - cpu0.api,
    harnessCpuMs: (cpu1.harness.user + cpu1.harness.system) / 1000,
    behind,
  };
}

function tagsSince(before: Map<string, number>, after: Map<string, number>): string {
  return [...countsSince(before, after)].map(([tag, n]) => `${tag} ${n}`).join(', ');
}

async function waitFor(ok: () => boolean, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}
