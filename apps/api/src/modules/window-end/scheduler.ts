import type { AppDeps } from '../../http/context.ts';
import type { Stop } from '../../events/sweeper.ts';
import { closeDueWindows, type ClosedWindow } from './service.ts';

/**
 * Closes quote windows as their ends pass, by the server clock: a first run at once (windows
 * that ended while the api was down close when it comes back), then every `intervalMs`.
 * Safe to run in every api process: closeDueWindows closes each window once.
 */
export function startWindowScheduler(
  deps: AppDeps,
  opts: { intervalMs?: number; onClosed?: (w: ClosedWindow) => void } = {},
): Stop {
  const intervalMs = opts.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      for (;;) {
        const { closed } = await closeDueWindows(deps, deps.now());
        for (const window of closed) {
          deps.logger.info(window, 'quote window closed');
          opts.onClosed?.(window);
        }
        if (stopped || closed.length === 0) break;
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'window end failed; retrying on the next tick');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), intervalMs);
  };
  running = tick();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
