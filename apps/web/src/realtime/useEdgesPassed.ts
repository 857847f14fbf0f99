import { useEffect, useRef, useState } from 'react';
import { useEdgeNow } from './useEdgeNow';

/**
 * How many times one of `edges` (epoch ms) passed on the server's clock while mounted: a list
 * reads its rows again then, as what a row shows may have moved meanwhile (a soft close that
 * extended the window). Edges already behind when they are given count nothing.
 */
export function useEdgesPassed(edges: readonly (number | null | undefined)[]): number {
  const now = useEdgeNow(edges);
  const seen = useRef(now);
  const [passed, setPassed] = useState(0);
  const key = edges.join(',');
  useEffect(() => {
    const before = seen.current;
    seen.current = now;
    const crossed = key
      .split(',')
      .filter((edge) => edge !== '')
      .map(Number)
      .some((edge) => edge > before && edge <= now);
    if (crossed) setPassed((n) => n + 1);
  }, [now, key]);
  return passed;
}
