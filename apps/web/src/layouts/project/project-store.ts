import { useEffect } from 'react';
import { create } from 'zustand';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { Quote } from '@bidhall/contracts/routes/quote';
import { onWrite } from '../../api/writes';
import { getToken } from '../../auth/cookies';
import { subscribeBadgeCounts } from '../../badges/live-counts';
import { getProject } from './api';

export type ProjectLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; project: SprojectDto };

interface ProjectsState {
  /** The projects an open project page shows, by id. */
  loads: Record<number, ProjectLoad>;
  /** Reads the project again; what is shown stays until the answer replaces it. */
  reload: (id: number) => Promise<void>;
}

/** How many mounted pages show each project, and the latest read asked of each. */
const users = new Map<number, number>();
const asked = new Map<number, number>();

/** The project as it was read: the same fields read again are the same object (no form resets). */
const sameProject = (a: SprojectDto, b: SprojectDto) =>
  (Object.keys(b) as (keyof SprojectDto)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;

/**
 * The projects whose pages are open. An action anywhere (any write the api agreed to) reads
 * them again, so the side menu opens the stage it reached without a reload of the page.
 */
const useProjects = create<ProjectsState>()((set, get) => ({
  loads: {},
  reload: async (id) => {
    const ticket = (asked.get(id) ?? 0) + 1;
    asked.set(id, ticket);
    const load = await getProject(id).then(
      (project): ProjectLoad => ({ kind: 'ready', project }),
      (): ProjectLoad => ({ kind: 'failed' }),
    );
    // Only the latest read counts; a project no page shows any more is not brought back, and a
    // failed re-read keeps the project shown.
    const held = get().loads[id];
    if (asked.get(id) !== ticket || !held || (load.kind === 'failed' && held.kind === 'ready')) return;
    if (load.kind === 'ready' && held.kind === 'ready' && sameProject(held.project, load.project)) return;
    set({ loads: { ...get().loads, [id]: load } });
  },
}));

const reloadAll = () => {
  const { loads, reload } = useProjects.getState();
  for (const id of Object.keys(loads)) void reload(Number(id));
};

/**
 * Another user's action (the purchaser passing the project, a supplier signing up, a result
 * confirmed) comes as the badge counts the gateway pushes to each user of the firms it
 * concerns: every move of a project's state sends them to its purchaser's and agency's users,
 * who are the ones with project pages. The push names no project, so the open ones are read
 * again while any is held.
 */
let unsubscribePushes: (() => void) | null = null;

function hold(id: number): () => void {
  const count = users.get(id) ?? 0;
  users.set(id, count + 1);
  const token = getToken();
  if (users.size === 1 && count === 0 && token) unsubscribePushes = subscribeBadgeCounts(token, reloadAll);
  if (count === 0) {
    useProjects.setState((s) => ({ loads: { ...s.loads, [id]: { kind: 'loading' } } }));
    void useProjects.getState().reload(id);
  }
  return () => {
    const left = (users.get(id) ?? 1) - 1;
    if (left > 0) return void users.set(id, left);
    users.delete(id);
    if (users.size === 0) {
      unsubscribePushes?.();
      unsubscribePushes = null;
    }
    useProjects.setState((s) => {
      const { [id]: _gone, ...others } = s.loads;
      return { loads: others };
    });
  };
}

onWrite((route) => {
  // A quote moves no project to another stage, and a bidding war would read it at every quote.
  if (route.service === Quote.Submit.service) return;
  reloadAll();
});

const LOADING: ProjectLoad = { kind: 'loading' };

/** Reads the project again now (after an action the page knows changed it). */
export const reloadProject = (id: number) => useProjects.getState().reload(id);

/** The project, read while mounted and again after every action, the user's own or another's. */
export function useProject(id: number | null): ProjectLoad {
  useEffect(() => (id === null ? undefined : hold(id)), [id]);
  return useProjects((s) => (id === null ? undefined : s.loads[id])) ?? LOADING;
}
