import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { baselinePglite, baselinePostgres } from './baseline.ts';
import { LeanConnection } from './lean-http.ts';
import { runLoad, runPaced, type Due, type RunStats } from './load.ts';
import { loopDelayNote, withLoopDelay } from './event-loop.ts';
import { printIdleFloor, printSignIns } from './quote-extras.ts';
import { printMachineProbe } from './machine-probe.ts';
import { cpuBetween, cpuSecondsOf, mainThread, postgresPids, runQueueSeconds } from './proc-cpu.ts';
import { acceptedOrCounted, answerOf, countFailure, notAcceptedNote, type NotAccepted } from './refusals.ts';
import { parseArgs } from 'node:util';
import { Verdict, withOverrides } from '@bidhall/testkit/bench-verdict';
import { judgedFigures, openRuns, QUOTE_TARGETS, type Database } from './quote-targets.ts';
import { API_NODE_FLAGS } from '../src/node-flags.ts';

const TARGETS = withOverrides(QUOTE_TARGETS, process.env.BENCH_TARGETS);
const verdict = new Verdict(TARGETS);

// Configured by environment variables (below); an argument is a mistake, and the README-commands test stops here.
parseArgs({ args: process.argv.slice(2), options: {}, strict: true });
if (process.env.BIDHALL_ARGS_ONLY) process.exit(0);

/**
 * npm run bench:quotes: the product's targets (quote-targets.ts) checked open loop through
 * HTTP on PostgreSQL (when reachable; BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and on PGlite, and for information the closed
 * loops (a) one hot project with 200 concurrent suppliers, (b) 200 suppliers over 20 projects,
 * each next to the baseline transaction measured in the same run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** How long each open-loop target run is measured: the targets are set over 30 s. */
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 30);
/** BENCH_RATE: one open-loop run of the 20 projects at this rate instead of every target's. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const WORKERS = 200;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * BENCH_SYNCHRONOUS_COMMIT=off: a diagnosis, never the product's setting. The bench database
 * (both the quotes and the baseline) then answers a commit before its WAL reaches the disk, so
 * the disk's own flush stalls (on this machine up to half a second, docs/perf.md) leave both
 * sides of a pair, and what remains of the difference is the software's.
 */
const COMMITS_UNSYNCED = process.env.BENCH_SYNCHRONOUS_COMMIT === 'off';
/** Which runs to make, e.g. BENCH_RUNS=b,open when profiling one of them; all by default. */
const RUNS = new Set((process.env.BENCH_RUNS ?? 'a,b,open,signin').split(','));

type Target = { projectId: number; token: string };
type Ready = { port: number; kind: string; scenarios: { hot: Target[]; spread: Target[] } };

async function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; ready: Ready }> {
  const script = path.join(import.meta.dirname, 'server.ts');
  const child = spawn(
    process.execPath,
    // The api's own flags first: a V8 flag given again in BENCH_NODE_FLAGS wins.
    [...API_NODE_FLAGS, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', script],
    {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  // The ready line is the server's JSON; anything else it prints (BENCH_NODE_FLAGS=--trace-gc) goes to stderr.
  const ready = await new Promise<Ready>((resolve, reject) => {
    lines.on('line', (line) =>
      line.startsWith('{"port"') ? resolve(JSON.parse(line) as Ready) : process.stderr.write(`api: ${line}\n`),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}

/** A quote run's figures and why the quotes it counts as not accepted were not. */
type QuoteRun = RunStats & { notAccepted: NotAccepted };
type Runner = (step: (worker: number, due?: Due) => Promise<boolean>) => Promise<RunStats>;
const closedLoop: Runner = (step) => runLoad(WORKERS, SECONDS, step);
/**
 * Closed loops: quote run and baseline, one after the other, this many times per scenario, with
 * the median ratio (for information: on a shared machine one pair can be a third off the next).
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 1);
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
/** Not measured: the api's code is compiled by the JIT as it runs, and the first seconds show that, not the quote path. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const warmUp: Runner = (step) => runLoad(WORKERS, WARM_UP_SECONDS, step);
/** The open loop's first second, on schedule but not measured (load.ts, runPaced). */
const OPEN_WARM_UP_SECONDS = Number(process.env.BENCH_OPEN_WARM_UP_SECONDS ?? 1);
const paced =
  (rate: number, seconds: number): Runner =>
  (step) =>
    runPaced(rate, WORKERS, seconds, step, OPEN_WARM_UP_SECONDS);

// Each supplier's last amount, across the runs on the same projects: a later run that started
// again from the top would be refused (a quote must improve on its sender's last one).
const lastAmounts = new Map<string, number>();
// Unique across runs too, so that no quote is answered as a replay of an earlier run's.
let sent = 0;

/**
 * The targets reordered so that sender w quotes on project w % 20, as the baseline's sender w
 * locks row w % 20. The open loop starts its senders 1 ms apart: in the server's order (by
 * project) the ten senders of a project would quote within the same 10 ms, one project hot at
 * a time, while the baseline's load moves over all its rows.
 */
function projectsInTurn(targets: readonly Target[]): Target[] {
  const byProject = new Map<number, Target[]>();
  for (const target of targets) {
    const list = byProject.get(target.projectId);
    if (list) list.push(target);
    else byProject.set(target.projectId, [target]);
  }
  const lists = [...byProject.values()];
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list.slice(i, i + 1))).flat();
}

async function quoteLoad(port: number, targets: Target[], run: Runner = closedLoop): Promise<QuoteRun> {
  const connections = Array.from({ length: WORKERS }, () => new LeanConnection('127.0.0.1', port));
  const notAccepted: NotAccepted = new Map();
  try {
    const stats = await run(async (worker) => {
      const target = targets[worker % targets.length]!;
      const amount = (lastAmounts.get(target.token) ?? 100_000_000 - worker) - 1;
      lastAmounts.set(target.token, amount);
      const body = {
        projectId: target.projectId,
        amount: amount.toFixed(2),
        clientQuoteId: `b${worker}-${(sent += 1)}`,
      };
      const call = connections[worker]!.post(
        '/api/services/app/Quote/Submit',
        `Authorization: Bearer ${target.token}\r\n`,
        JSON.stringify(body),
      );
      // A body that is not JSON (answerOf throws) is counted as a failure with its cause.
      return call.then(answerOf).then(
        (answer) => acceptedOrCounted(answer, notAccepted),
        (error: unknown) => countFailure(error, notAccepted),
      );
    });
    return { ...stats, notAccepted };
  } finally {
    for (const connection of connections) connection.close();
  }
}

async function postgresUp(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    console.log(`[skipped] PostgreSQL at ${ADMIN_URL} is not reachable`);
    return false;
  }
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bidhall_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  if (COMMITS_UNSYNCED) await admin.query(`alter database "${name}" set synchronous_commit = off`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

type CpuPerQuote = {
  api: number | null;
  apiMain: number | null;
  postgres: number | null;
  loadGenerator: number | null;
  mainWaited: number | null;
};

async function withCpu<S extends RunStats>(
  apiPid: number | undefined,
  run: () => Promise<S>,
): Promise<{ stats: S; cpu: CpuPerQuote }> {
  const apiPids = apiPid === undefined ? [] : [apiPid];
  const before = {
    api: cpuSecondsOf(apiPids),
    apiMain: cpuSecondsOf(apiPids, mainThread),
    postgres: cpuSecondsOf(postgresPids()),
    loadGenerator: cpuSecondsOf([process.pid]),
  };
  const waitedBefore = runQueueSeconds(apiPid);
  const stats = await run();
  const waitedAfter = runQueueSeconds(apiPid);
  const after = {
    api: cpuSecondsOf(apiPids),
    apiMain: cpuSecondsOf(apiPids, mainThread),
    postgres: cpuSecondsOf(postgresPids()),
    loadGenerator: cpuSecondsOf([process.pid]),
  };
  // The warm-up's quotes cost CPU in the same readings.
  const done = stats.ok + (stats.warmUpOk ?? 0);
  const perQuote = (seconds: number | null) => (seconds === null || done === 0 ? null : (seconds * 1000) / done);
  return {
    stats,
    cpu: {
      api: perQuote(cpuBetween(before.api, after.api)),
      apiMain: perQuote(cpuBetween(before.apiMain, after.apiMain)),
      postgres: perQuote(cpuBetween(before.postgres, after.postgres)),
      loadGenerator: perQuote(cpuBetween(before.loadGenerator, after.loadGenerator)),
      mainWaited: waitedBefore === null || waitedAfter === null ? null : waitedAfter - waitedBefore,
    },
  };
}

const cpuNote = ({ api, apiMain, postgres, loadGenerator, mainWaited }: CpuPerQuote) =>
  `${api === null ? '' : `\n           CPU per accepted quote: api ${api.toFixed(3)} ms`}${apiMain === null ? '' : ` (main thread ${apiMain.toFixed(3)} ms)`}${postgres === null ? '' : `, local PostgreSQL ${postgres.toFixed(3)} ms`}${loadGenerator === null ? '' : `, load generator ${loadGenerator.toFixed(3)} ms`}` +
  `${mainWaited === null ? '' : `\n           the api's main thread waited ${mainWaited.toFixed(2)} s in all for a core (ready to run)`}`;

const fmt = (s: RunStats | QuoteRun) =>
  `${s.perSecond.toFixed(0).padStart(6)} /s  p50 ${s.p50.toFixed(1).padStart(6)} ms  p90 ${s.p90.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(0)} ms  (${s.ok} ok, ${s.failed} not)` +
  ('notAccepted' in s ? notAcceptedNote(s.notAccepted) : '');

async function benchOne(kind: Database, url: string | undefined) {
  const { child, ready } = await startServer(url);
  try {
    if (WARM_UP_SECONDS > 0) await quoteLoad(ready.port, [...ready.scenarios.spread], warmUp);
    await printIdleFloor(ready.port);
    await printMachineProbe(url);
    // The targets: open loop, each quote due on its schedule (load.ts, runPaced).
    if (RUNS.has('open')) {
      for (const run of openRuns(kind, RATE)) {
        const hot = run.scenario === 'hot';
        const name = `${kind} ${hot ? 'the hot project' : '20 projects'} at ${run.rate} quotes/s`;
        console.log(`${name} (open loop, ${OPEN_SECONDS} s)`);
        const targets = hot ? [...ready.scenarios.hot] : projectsInTurn(ready.scenarios.spread);
        const { value: open, delay } = await withLoopDelay(ready.port, () =>
          withCpu(child.pid, () => quoteLoad(ready.port, targets, paced(run.rate, OPEN_SECONDS))),
        );
        const rows = hot ? 1 : 20;
        const base = url
          ? await baselinePostgres(url, WORKERS, rows, SECONDS, paced(run.rate, SECONDS))
          : await baselinePglite(WORKERS, rows, SECONDS, paced(run.rate, SECONDS));
        console.log(`  quotes   ${fmt(open.stats)}${cpuNote(open.cpu)}`);
        console.log(loopDelayNote('quotes', delay));
        console.log(`  baseline ${fmt(base)} (open loop, same rate, ${SECONDS} s; for information)`);
        console.log(`  ratio    ${(open.stats.p99 / base.p99).toFixed(2)} of the baseline's p99 (for information)`);
        const answered = verdict.delivered(
          `${name}, quotes`,
          open.stats.ok,
          open.stats.ok + open.stats.failed,
          'accepted',
        );
        console.log(`  ${answered.line}`);
        for (const [key, value] of judgedFigures(run, { p99: open.stats.p99, loopP99: delay.p99 }))
          console.log(`  ${verdict.judge(key, value, 1).line}`);
      }
    }
    if (RUNS.has('signin')) {
      const signIns = await printSignIns(kind, ready.port, SECONDS, fmt);
      console.log(
        `  ${verdict.delivered(`${kind} sign-ins`, signIns.ok, signIns.ok + signIns.failed, 'signed in').line}`,
      );
      console.log(`  ${verdict.judge('signIn', signIns.max, 0, kind).line}`);
    }
    // For information: closed loops of 200 clients next to the bare transaction.
    for (const [run, label, targets, rows] of [
      ['a', '(a) 1 hot project, 200 suppliers', ready.scenarios.hot, 1],
      ['b', '(b) 20 projects, 200 suppliers', ready.scenarios.spread, 20],
    ] as const) {
      if (!RUNS.has(run)) continue;
      console.log(`${kind.padEnd(8)} ${label} (closed loop, for information)`);
      const ratios: number[] = [];
      for (let pair = 1; pair <= PAIRS; pair += 1) {
        const {
          value: { stats: quotes, cpu },
          delay,
        } = await withLoopDelay(ready.port, () => withCpu(child.pid, () => quoteLoad(ready.port, [...targets])));
        const base = url
          ? await baselinePostgres(url, WORKERS, rows, SECONDS)
          : await baselinePglite(WORKERS, rows, SECONDS);
        ratios.push(quotes.perSecond / base.perSecond);
        console.log(`  quotes   ${fmt(quotes)}${cpuNote(cpu)}`);
        console.log(loopDelayNote('quotes', delay));
        console.log(`  baseline ${fmt(base)}`);
        console.log(`  ratio    ${ratios.at(-1)!.toFixed(2)} of the baseline's throughput`);
      }
      if (PAIRS > 1)
        console.log(
          `  median ratio ${median(ratios).toFixed(2)} over ${PAIRS} pairs (${ratios.map((r) => r.toFixed(2)).join(', ')})`,
        );
    }
  } finally {
    // The database is dropped next; the server must let go of its connections first.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

console.log(`bench:quotes — ${WORKERS} concurrent clients, ${SECONDS} s per run, Node ${process.version}`);
if (COMMITS_UNSYNCED)
  console.log(
    'DIAGNOSIS: BENCH_SYNCHRONOUS_COMMIT=off, commits on PostgreSQL do not wait for the disk (not the product)',
  );
// BENCH_ONLY=postgres or pglite runs one of them (profiling one database at a time).
const only = process.env.BENCH_ONLY;
if (only !== 'pglite') {
  if (await postgresUp()) await withDatabase((url) => benchOne('postgres', url));
  // Asked for PostgreSQL alone, a run that measured nothing must not pass.
  else if (only === 'postgres') verdict.require(false, `PostgreSQL at ${ADMIN_URL} reachable (BENCH_ONLY=postgres)`);
}
if (only !== 'postgres') await benchOne('pglite', undefined);
// Its figures are a diagnosis of the software without the disk, not the product's: they pass nothing.
if (COMMITS_UNSYNCED) verdict.require(false, 'a run on the product settings (BENCH_SYNCHRONOUS_COMMIT=off was set)');
for (const line of verdict.summary('bench:quotes')) console.log(line);
process.exit(verdict.exitCode);
