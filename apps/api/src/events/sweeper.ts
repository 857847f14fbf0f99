import type { AppDeps } from '../http/context.ts';

export type Stop = () => Promise<void>;

/**
 * Runs the outbox sweeper every `intervalMs` until stopped. A sweep that finds a full batch
 * runs again at once, so a backlog after a bus outage drains quickly.
 */
export function startOutboxSweeper(deps: AppDeps, opts: { intervalMs?: number; batch?: number } = {}): Stop {
  const intervalMs = opts.intervalMs ?? 1000;
  const batch = opts.batch ?? 500;
  const { relay } = deps;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      while (!stopped && (await relay.sweep({ batch })) === batch);
    } catch (error) {
      deps.logger.warn({ err: error }, 'outbox sweep failed; retrying later');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), intervalMs);
  };
  timer = setTimeout(() => (running = tick()), 0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await relay.flush();
  };
}
