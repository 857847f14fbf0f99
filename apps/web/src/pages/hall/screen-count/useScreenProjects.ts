import { useEffect, useRef, useState } from 'react';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { getPublishedProjects } from './api';

/** A burst of window moves and state changes reads the list once, this long after the last. */
const REREAD_MS = 1000;

/**
 * The published projects of the wall, read again after every window move or state change
 * (any change of `changes`): a project shows from its publication and leaves when its window's result is due.
 * `names` keeps every project name seen, so feed lines name projects that left the list.
 */
export function useScreenProjects(changes: string): { projects: SprojectDto[]; names: ReadonlyMap<number, string> } {
  const [projects, setProjects] = useState<SprojectDto[]>([]);
  const names = useRef(new Map<number, string>());
  const read = useRef(false);
  useEffect(() => {
    let active = true;
    const timer = setTimeout(
      () =>
        void getPublishedProjects().then(
          (page) => {
            if (!active) return;
            for (const p of page.items) names.current.set(p.id, p.projectName);
            read.current = true;
            setProjects(page.items);
          },
          () => undefined,
        ),
      read.current ? REREAD_MS : 0,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [changes]);
  return { projects, names: names.current };
}
