/**
 * Preloaded (`--import`) into both benchmarked servers: on `{measure: true}` over IPC it runs a
 * full garbage collection and answers the resident set size, so that what is compared is the
 * memory the sockets hold, not garbage a collection has not reclaimed yet.
 */
process.on('message', (m: { measure?: boolean }) => {
  if (!m.measure) return;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const usage = process.memoryUsage();
  if (process.env.BENCH_MEMORY_DETAIL) console.error('memory', JSON.stringify(usage));
  process.send?.({ rss: usage.rss });
});
