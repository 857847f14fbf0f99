/** Latency statistics of one run: throughput of successes and p50/p99 in milliseconds. */
export type RunStats = { ok: number; failed: number; perSecond: number; p50: number; p99: number };

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

/**
 * Runs `workers` loops at once for `seconds`, each calling `step(worker)` back to back;
 * a step resolves to whether it succeeded (an accepted quote, a committed transaction).
 */
export async function runLoad(workers: number, seconds: number, step: (worker: number) => Promise<boolean>): Promise<RunStats> {
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
  latencies.sort((a, b) => a - b);
  return { ok, failed, perSecond: ok / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
