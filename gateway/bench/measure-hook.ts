import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

/**
 * Preloaded (`--import`) into both benchmarked servers: on `{measure: true}` over IPC it runs a
 * full garbage collection and answers the resident set size, so that what is compared is the
 * memory the sockets hold, not garbage a collection has not reclaimed yet. With
 * BENCH_MEMORY_DETAIL it also prints the heap's figures; with BENCH_HEAP_SNAPSHOT=<directory> it
 * writes a heap snapshot there at each measure (idle, then with the sockets), to diff in DevTools.
 *
 * With BENCH_CPU_PROFILE=<directory>, `{profile: 'start'}` starts V8's CPU profiler and
 * `{profile: <name>}` writes what it sampled since to `<directory>/<name>.cpuprofile` (open it
 * in Chrome DevTools or speedscope), so both servers are profiled over the same phase alike.
 */
process.on('message', (m: { measure?: boolean }) => {
  if (!m.measure) return;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const usage = process.memoryUsage();
  if (process.env.BENCH_MEMORY_DETAIL) console.error('memory', JSON.stringify(usage));
  if (process.env.BENCH_HEAP_SNAPSHOT)
    console.error(
      'heap snapshot',
      writeHeapSnapshot(join(process.env.BENCH_HEAP_SNAPSHOT, `${process.pid}-${Date.now()}.heapsnapshot`)),
    );
  process.send?.({ rss: usage.rss });
});

const profileDir = process.env.BENCH_CPU_PROFILE;
if (profileDir) {
  const session = new Session();
  session.connect();
  process.on('message', (m: { profile?: string }) => {
    if (m.profile === undefined) return;
    void (async () => {
      if (m.profile === 'start') {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 500 });
        await session.post('Profiler.start');
      } else {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(join(profileDir, `${m.profile}.cpuprofile`), JSON.stringify(profile));
      }
      process.send?.({ profiled: m.profile });
    })();
  });
}
