import { useEffect, useState } from 'react';
import { serverNow, useClock } from './clock-store';

/** A timer is never set further out than this: the browser's own clock may jump meanwhile (a machine waking). */
const LONGEST_WAIT_MS = 60_000;

/**
 * The server's time, read again as it passes each of `edges` (epoch ms; a window opening or
 * closing): what depends on them changes at the moment they pass, with no timer in between.
 * A new estimate of the server's clock (its offset) sets the timer again at once.
 */
export function useEdgeNow(edges: readonly (number | null | undefined)[]): number {
  const [now, setNow] = useState(serverNow);
  const offset = useClock((s) => s.offset);
  const key = edges.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const at = serverNow();
      setNow(at);
      const ahead = key
        .split(',')
        .filter((edge) => edge !== '')
        .map(Number)
        .filter((edge) => edge > at);
      // Every edge behind: nothing that depends on them changes any more.
      if (ahead.length === 0) return;
      timer = setTimeout(arm, Math.min(Math.min(...ahead) - at + 1, LONGEST_WAIT_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [key, offset]);
  return now;
}
