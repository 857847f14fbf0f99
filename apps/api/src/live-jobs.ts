import { startOutboxSweeper, type Stop } from './events/sweeper.ts';
import type { AppDeps } from './http/context.ts';
import { startWindowScheduler } from './modules/window-end/scheduler.ts';

/**
 * The api's background jobs: closing quote windows as they end, and republishing outbox rows
 * the request path could not publish. Both are safe in every api process at once (row locks
 * with SKIP LOCKED). Returns one stop function for shutdown and tests.
 */
export function startLiveJobs(deps: AppDeps, opts: { windowIntervalMs?: number; sweepIntervalMs?: number } = {}): Stop {
  const stops = [
    startWindowScheduler(deps, { intervalMs: opts.windowIntervalMs ?? 1000 }),
    startOutboxSweeper(deps, { intervalMs: opts.sweepIntervalMs ?? 1000 }),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
