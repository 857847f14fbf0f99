import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { bindHall } from './hall-binding';
import type { Hall, HallState } from './hall-store';
import { tabSocket } from './socket';

interface Joined {
  hall: Hall;
  leave: () => void;
  users: number;
}

/** One store per joined hall, shared by every component of the tab that shows it. */
const joined = new Map<number, Joined>();

function acquire(projectId: number): Hall | null {
  const held = joined.get(projectId);
  if (held) {
    held.users += 1;
    return held.hall;
  }
  const socket = tabSocket();
  if (!socket) return null;
  const { hall, leave } = bindHall(socket, projectId);
  joined.set(projectId, { hall, leave, users: 1 });
  return hall;
}

function release(projectId: number) {
  const held = joined.get(projectId);
  if (!held) return;
  held.users -= 1;
  if (held.users === 0) {
    joined.delete(projectId);
    held.leave();
  }
}

const idle = createStore<HallState | null>()(() => null);

/** Joins the project's hall while mounted; answers its live state (null before the join). */
export function useHall(projectId: number | null): { state: HallState | null; hall: Hall | null } {
  const [hall, setHall] = useState<Hall | null>(null);
  useEffect(() => {
    if (projectId === null) return;
    const h = acquire(projectId);
    setHall(h);
    return () => {
      release(projectId);
      setHall(null);
    };
  }, [projectId]);
  const state = useStore<typeof idle | Hall['store'], HallState | null>(hall?.store ?? idle, (s) => s);
  return { state, hall };
}
