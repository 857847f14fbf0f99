import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectRecordExport } from '@bidhall/contracts/project-record';
import { exitIfArgsOnly, readArgs } from '../cli-args.ts';
import { POSTGRES_ADMIN_URL, dropDatabase, ensureDatabase } from '../cluster/database.ts';
import { startPlatform, type Platform } from '../cluster/platform.ts';
import { REPO_ROOT, sleep } from '../cluster/processes.ts';
import { PrivateRedis } from '../cluster/redis.ts';
import { startRedisCluster } from '@bidhall/testkit/redis-cluster';
import { ROLES, createApi } from '../fixture/client.ts';
import { createFixture } from '../fixture/fixture.ts';
import { Recorder } from '../harness/recorder.ts';
import { SeqOnlySocket } from '../harness/seq-only-socket.ts';
import { startStorm, type Storm } from '../harness/storm.ts';
import { drillFaults, runFault, type FaultResult } from './faults.ts';
import { preparePartition } from './partition-fault.ts';
import { SecondSampler } from './second-sampler.ts';
import { reconcileHalls, reconcileQuotes, verifyExport, type Check } from './reconcile.ts';
import { metricLines, renderReport } from './report.ts';

/**
 * npm run drill [-- --suppliers 200 --watchers 2000 --seconds 60 --redis-down-seconds 10
 *   --partition-seconds 10 --redis single|cluster]
 * A quote storm on a fresh cluster (2 apis, 2 gateways, the machine's PostgreSQL in a new
 * database, a private redis-server, or with `--redis cluster` a private Redis Cluster of three
 * primaries and three replicas), three faults during it, a fourth where `ip netns` works (the
 * first gateway cut off from Redis by a network partition: partition-fault.ts), then the
 * reconciliation.
 * Writes load-tests/reports/drill-<time>.md (logs and the record beside it); exits 1 on a failure.
 */
const args = readArgs(process.argv.slice(2), [
  'suppliers',
  'watchers',
  'seconds',
  'quote-interval-ms',
  'redis-down-seconds',
  'recovery-limit-seconds',
  'view-sample-every',
  'redis',
  'partition-seconds',
]);
const suppliers = args.num('suppliers', 200);
const watchers = args.num('watchers', 2000);
const seconds = args.num('seconds', 60);
const redisDownSeconds = args.num('redis-down-seconds', 10);
const recoveryLimitMs = args.num('recovery-limit-seconds', 10) * 1000;
const quoteIntervalMs = args.num('quote-interval-ms', 1000);
/** One watcher in this many keeps the hall's view; the rest check seq continuity only (the harness shares the cores it measures). */
const viewSampleEvery = args.num('view-sample-every', 10);
const onCluster = args.str('redis', 'single') === 'cluster';
if (!['single', 'cluster'].includes(args.str('redis', 'single'))) throw new Error('--redis must be single or cluster');
const partitionSeconds = args.num('partition-seconds', 10);
exitIfArgsOnly();
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const reportDir = path.join(REPO_ROOT, 'load-tests/reports');
const logDir = path.join(reportDir, `drill-${stamp}`);
mkdirSync(logDir, { recursive: true });
const log = (line: string) =>
  console.error(`[drill ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const dbName = `bidhall_drill_${Date.now()}`;
const databaseUrl = await ensureDatabase(POSTGRES_ADMIN_URL, dbName, { fresh: true });
const partition = await preparePartition({
  seconds: partitionSeconds,
  asked: args.given('partition-seconds'),
});
const ns = 'ns' in partition ? partition.ns : undefined;
if ('skipped' in partition) log(`network partition fault skipped: ${partition.skipped}`);
const redis = onCluster
  ? await startRedisCluster({ host: ns?.hostAddress })
  : await PrivateRedis.start(ns ? [ns.hostAddress] : []);
const redisTarget = 'url' in redis ? { url: redis.url } : { clusterNodes: redis.addresses.split(',') };
log(
  `starting 2 apis and 2 gateways on ${dbName} and ${'url' in redis ? redis.url : `a Redis Cluster (${redis.addresses})`}`,
);
let platform: Platform | null = null;
let storm: Storm | null = null;
let passed: boolean | undefined;
try {
  platform = await startPlatform({
    apis: 2,
    gateways: 2,
    databaseUrl,
    redis: redisTarget,
    logDir,
    // The drill ends its window seconds after the storm, sooner than an operator may move an end.
    apiSettings: { END_MOVE_MIN_LEAD_SECONDS: '0' },
    netns: ns,
  });
  const api = createApi(platform.apiUrls[1]!, { timeoutMs: 60_000 });
  // The window stays open well past the storm; the agency ends it afterwards (AdjustEnd).
  const { fixture, supplierTokens } = await createFixture(api, { suppliers, windowSeconds: seconds + 900, log });
  const recorder = new Recorder();
  storm = await startStorm({
    apiUrls: platform.apiUrls,
    gatewayUrls: platform.gatewayUrls,
    fixture,
    supplierTokens,
    quoting: suppliers,
    watchers,
    quoteIntervalMs,
    recorder,
    viewSampleEvery,
  });
  const stormStart = Date.now();
  const harnessCpuBefore = process.cpuUsage();
  const eventsBefore = recorder.streamEvents.total;
  log(`storm running: ${suppliers} suppliers, ${watchers} watchers`);

  const clients = () => [...storm!.watchers, ...storm!.suppliers];
  const faults = drillFaults(platform, redis, {
    redisDownSeconds,
    projectId: fixture.projectId,
    partition: ns && { ns, seconds: partitionSeconds, clients },
  });
  const sampler = new SecondSampler([
    ...platform.apis.map((s) => ({ name: s.name, pid: () => s.child?.pid })),
    ...platform.gateways.map((s) => ({
      name: s.name,
      pid: () => s.child?.pid,
      metricsUrl: `${s.url}/metrics`,
      metricsToken: platform!.metricsToken,
    })),
    ...('url' in redis
      ? [{ name: 'redis', pid: () => redis.pid }]
      : redis.nodes.map((n) => ({ name: `redis-${n.port}`, pid: () => n.pid }))),
  ]);
  const results: FaultResult[] = [];
  let steadyLine = '';
  for (const [i, fault] of faults.entries()) {
    await sleep(stormStart + ((i + 1) * seconds * 1000) / (faults.length + 1.5) - Date.now());
    // Before the first fault the harness only receives and quotes: its cost per message then,
    // without the repairs and re-joins the faults bring.
    if (i === 0)
      steadyLine = harnessCost(
        'before the first fault',
        process.cpuUsage(harnessCpuBefore),
        recorder.streamEvents.total - eventsBefore,
      );
    log(`fault: ${fault.name}`);
    const result = await runFault(fault, storm, recoveryLimitMs + 20_000, { sampler, recorder });
    log(
      `  repaired after ${result.downMs} ms; clients back ${result.recoveredMs === null ? 'never' : `${result.recoveredMs} ms`} after the ${result.measuredFrom}`,
    );
    results.push(result);
  }
  await sleep(stormStart + seconds * 1000 - Date.now());
  await storm.stopQuoting(5_000);
  sampler.close();
  const harnessCpu = process.cpuUsage(harnessCpuBefore);
  const harnessMessages = recorder.streamEvents.total - eventsBefore;
  const harnessLine = [
    `${harnessCost('over the whole storm, faults included', harnessCpu, harnessMessages)}; 1 watcher in ${viewSampleEvery} keeps the view and parses every message, the others read the seq from the packet's bytes (${SeqOnlySocket.parsedWhole} packets not shaped so, parsed whole)`,
    steadyLine,
  ]
    .filter(Boolean)
    .join('\n');
  log(harnessLine);
  log('storm over; reconciling');

  const checks: Check[] = [];
  checks.push(await reconcileHalls(api, [...storm.watchers, ...storm.suppliers], fixture.projectId));
  const quotes = await reconcileQuotes(databaseUrl, fixture.projectId, storm);
  checks.push(...quotes.checks);
  checks.push({
    name: 'no gap left unrepaired, no own quote unseen',
    ok: recorder.seqGapsUnrepaired.total === 0 && recorder.ownQuotesLost.total === 0,
    detail: `${recorder.seqGaps.total} seqs missed and repaired, ${recorder.seqGapsUnrepaired.total} unrepaired; ${recorder.ownQuotesLost.total} own quotes never echoed`,
  });
  storm.close();

  const agency = await api.signIn('agency', ROLES.agency);
  await api.post('/api/services/app/Hall/AdjustEnd', agency, {
    projectId: fixture.projectId,
    newEnd: Date.now() + 2_000,
    reason: '故障演练结束',
  });
  const record = await exportWhenClosed(() =>
    api.get<ProjectRecordExport>('/api/services/app/ProjectRecord/Export', agency, { projectId: fixture.projectId }),
  );
  checks.push(...verifyExport(record, path.join(logDir, 'record.json'), quotes.ackedHallSeqs));

  const command = `npm run drill -- ${process.argv.slice(2).join(' ')}`.trim();
  const sizes = `${suppliers} suppliers, ${watchers} watchers, ${seconds} s, ${recorder.quotesAccepted.total} quotes accepted`;
  const report = renderReport({
    command,
    startedAt,
    sizes,
    faults: results,
    checks,
    metrics: [
      ...metricLines(recorder),
      harnessLine,
      ...('skipped' in partition ? [`network partition fault skipped: ${partition.skipped}`] : []),
    ],
    recoveryLimitMs,
  });
  const file = path.join(reportDir, `drill-${stamp}.md`);
  writeFileSync(file, report.text);
  console.log(report.text);
  log(`report written to ${file}`);
  passed = report.passed;
} finally {
  storm?.close();
  await platform?.stop();
  await redis.stop();
  await ns?.remove();
  await dropDatabase(POSTGRES_ADMIN_URL, dbName);
}
process.exit(passed ? 0 : 1);

/** The harness process's CPU (user + system) per stream message its sockets received. */
function harnessCost(when: string, cpu: NodeJS.CpuUsage, messages: number): string {
  const us = cpu.user + cpu.system;
  return `harness CPU per stream message received ${when}: ${(us / Math.max(1, messages)).toFixed(1)} µs (${messages} messages, ${(us / 1e6).toFixed(1)} s of CPU)`;
}

/** The export answers once the window-end job closed the window (it runs every second). */
async function exportWhenClosed(call: () => Promise<ProjectRecordExport>): Promise<ProjectRecordExport> {
  for (let i = 0; ; i++) {
    try {
      return await call();
    } catch (error) {
      if (i >= 30) throw error;
      await sleep(1_000);
    }
  }
}
