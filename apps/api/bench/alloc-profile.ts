import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * BENCH_ALLOC_PROFILE=<file>: the bench server samples what its main thread allocates,
 * collected objects included (what --heap-prof leaves out), and writes the profile (a
 * .heapprofile for Chrome's DevTools) when stopped. Allocation is what makes the collector
 * pause the event loop during a storm. With BENCH_ALLOC_PROMOTED=1 the objects a minor
 * collection freed are left out: what is left is what outlived one (promoted, or still live),
 * which is what makes each minor pause long.
 */
export async function startAllocationProfile(file: string | undefined): Promise<(() => Promise<void>) | null> {
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 16_384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: process.env.BENCH_ALLOC_PROMOTED !== '1',
  });
  return async () => {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
