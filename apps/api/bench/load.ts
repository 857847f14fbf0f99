/** Latency statistics of one run: throughput of successes and p50/p90/p99/max in milliseconds. */
export type RunStats = {
  ok: number;
  failed: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Calls that succeeded before the measured time (runPaced's warm-up): done, not in the figures. */
  warmUpOk?: number;
};

/** The p-th percentile of values sorted ascending (0 for none). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function statsOf(latencies: number[], ok: number, failed: number, elapsed: number): RunStats {
  latencies.sort((a, b) => a - b);
  return {
    ok,
    failed,
    perSecond: ok / elapsed,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

/** When an open-loop call was due (epoch ms, timeOrigin + now), and whether it is measured or warm-up. */
export type Due = { at: number; measured: boolean };

/**
 * Runs `workers` loops at once for `seconds`, each calling `step(worker)` back to back;
 * a step resolves to whether it succeeded (an accepted quote, a committed transaction).
 */
export async function runLoad(
  workers: number,
  seconds: number,
  step: (worker: number) => Promise<boolean>,
): Promise<RunStats> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const success = await step(worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (success) ok += 1;
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return statsOf(latencies, ok, failed, elapsed);
}

/**
 * Open loop: `rate` calls a second in all, spread evenly over `workers` senders, each call
 * due at its appointed time whether or not the server kept up. The latency counts from the
 * appointed time, so a server that falls behind is not flattered by callers that wait for it
 * (a closed loop of 200 callers at 1,000/s cannot, by Little's law, average less than 200 ms,
 * whatever the server does).
 *
 * A sender has one call in flight at a time, as a supplier does (its next price follows the
 * answer to its last): a call that falls due while the sender's previous one is unanswered
 * goes out the moment that answer arrives, its latency still counted from its appointed time.
 * So every call is offered on the schedule, none is dropped, and a server that answers within
 * a sender's interval (200 ms at 1,000/s over 200 senders) sees exactly the evenly paced load.
 *
 * The first `warmUpSeconds` of calls go out on the same schedule but are not measured (a failed
 * one still counts as failed): a run starts with every sender's connection, session and cached
 * facts cold at once, which a steady 1,000/s never sees again, and its first ~300 ms alone can
 * be a 5 s run's slowest percent.
 */
export async function runPaced(
  rate: number,
  workers: number,
  seconds: number,
  step: (worker: number, due: Due) => Promise<boolean>,
  warmUpSeconds = 0,
): Promise<RunStats> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let warmUpOk = 0;
  const interval = (1000 * workers) / rate;
  const started = performance.now();
  const measuredFrom = started + warmUpSeconds * 1000;
  const until = measuredFrom + seconds * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      // Senders start staggered across one interval, so the calls arrive evenly.
      for (let due = started + (interval * worker) / workers; due < until; due += interval) {
        // A timer runs on the loop's cached millisecond clock and can fire before `due`: the
        // call would go out early and its latency come out too small (even below zero).
        while (performance.now() < due) await sleep(due - performance.now());
        const measured = due >= measuredFrom;
        const success = await step(worker, { at: performance.timeOrigin + due, measured }).catch(() => false);
        if (measured) latencies.push(performance.now() - due);
        if (!success) failed += 1;
        else if (measured) ok += 1;
        else warmUpOk += 1;
      }
    }),
  );
  const elapsed = (performance.now() - measuredFrom) / 1000;
  return { ...statsOf(latencies, ok, failed, elapsed), warmUpOk };
}
