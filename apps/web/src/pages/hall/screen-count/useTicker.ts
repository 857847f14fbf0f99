import { useEffect, useRef, useState } from 'react';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import type { CountdownPhase } from '@bidhall/contracts/realtime/window';
import { windowOfProject } from '../project-times';

export interface TickerEntry {
  key: string;
  at: number;
  projectName: string;
  phase: CountdownPhase;
}

const KEPT = 12;

/** Phase changes of the listed projects (window opens, pauses, ends), newest first. */
export function useTicker(projects: readonly SprojectDto[], now: number): TickerEntry[] {
  const seen = useRef(new Map<number, CountdownPhase>());
  const [entries, setEntries] = useState<TickerEntry[]>([]);
  useEffect(() => {
    const fresh: TickerEntry[] = [];
    for (const p of projects) {
      const window = windowOfProject(p);
      if (!window) continue;
      const { phase } = countdownPhase(window, now, p.state);
      const before = seen.current.get(p.id);
      seen.current.set(p.id, phase);
      if (before !== undefined && before !== phase)
        fresh.push({ key: `${p.id}-${now}`, at: now, projectName: p.projectName, phase });
    }
    if (fresh.length > 0) setEntries((old) => [...fresh, ...old].slice(0, KEPT));
  }, [projects, now]);
  return entries;
}
