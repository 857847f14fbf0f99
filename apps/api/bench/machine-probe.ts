import pg from 'pg';
import { percentile } from './load.ts';
import { wakeUpProbe } from './wake-up-probe.ts';

/**
 * What the machine gives at the moment of a run, printed before the quote figures. The ratios
 * compare runs made one after the other, and on the shared machines the bench runs on, neither
 * the disk nor the cores hold still: the same code's (b) ratio moves by a fifth with the disk's
 * flush time, the same JavaScript can take twice as long from one second to the next on an
 * idle machine, and what a request costs a server depends on whether it finds the server idle
 * (wake-up-probe.ts). These figures let a reader tell such a day from a change in the
 * code; they judge nothing.
 */
const COMMITS = 300;
/** Rounds of the CPU probe, spread over about a second: this machine's speed changes from one second to the next. */
const CPU_ROUNDS = 20;

/** A fixed JSON round trip: single-threaded work of the kind a quote's answer and record do. */
const SAMPLE = JSON.stringify(
  Array.from({ length: 100 }, (_, i) => ({
    rank: i + 1,
    supplierId: 1000 + i,
    companyName: `供应商${i}`,
    amount: `${90_000 + i}.00`,
  })),
);

/** Milliseconds per round of 100 round trips: the fastest, the median and the slowest of the rounds. */
async function cpuProbe(): Promise<{ fastest: number; median: number; slowest: number }> {
  const rounds: number[] = [];
  for (let round = 0; round < CPU_ROUNDS; round += 1) {
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) JSON.stringify(JSON.parse(SAMPLE));
    rounds.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  rounds.sort((a, b) => a - b);
  return { fastest: rounds[0]!, median: percentile(rounds, 50), slowest: rounds.at(-1)! };
}

/** One-row commits in a row on one connection: what each of the baseline's transactions waits for at least. */
async function commitProbe(url: string): Promise<{ p50: number; p90: number; p99: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create table if not exists bench_commit_probe (id serial primary key)');
    const latencies: number[] = [];
    for (let i = 0; i < COMMITS; i += 1) {
      const started = performance.now();
      await client.query('insert into bench_commit_probe default values');
      latencies.push(performance.now() - started);
    }
    await client.query('drop table bench_commit_probe');
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99) };
  } finally {
    await client.end();
  }
}

/** `url`: the bench's PostgreSQL database, or undefined for PGlite (in memory: no commit to wait for). */
export async function printMachineProbe(url: string | undefined): Promise<void> {
  const probe = await cpuProbe();
  const echo = (await wakeUpProbe())
    .map((f) => `${f.cpuMsPerRequest.toFixed(3)} ms at ${f.rate.toLocaleString('en-US')}/s`)
    .join(', ');
  const cpu =
    `100 JSON round trips of ${(SAMPLE.length / 1024).toFixed(0)} kB, ${CPU_ROUNDS} times over a second: ` +
    `fastest ${probe.fastest.toFixed(1)} ms, median ${probe.median.toFixed(1)}, slowest ${probe.slowest.toFixed(1)}; ` +
    `an HTTP echo's CPU per request, one at a time: ${echo}`;
  if (!url) {
    console.log(`  machine  ${cpu}`);
    return;
  }
  const commit = await commitProbe(url);
  console.log(
    `  machine  ${cpu}; PostgreSQL one-row commits, ${COMMITS} in a row on one connection: ` +
      `p50 ${commit.p50.toFixed(2)} ms  p90 ${commit.p90.toFixed(2)} ms  p99 ${commit.p99.toFixed(2)} ms`,
  );
}
