import { useEffect, useState } from 'react';
import { EXPERT_LIST_SIZE, getMyExpertProjects } from './api';

/**
 * How many of the signed-in expert's projects wait for its scores: the workplace's to-do.
 * Null while unknown, when the list cannot be read, and when `expert` is false.
 */
export function useExpertToScore(expert: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!expert) return;
    let live = true;
    getMyExpertProjects(0, EXPERT_LIST_SIZE)
      .then((page) => live && setCount(page.items.filter((p) => p.expertTask === 'to-score').length))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [expert]);
  return expert ? count : null;
}
