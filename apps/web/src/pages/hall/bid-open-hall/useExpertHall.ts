import { useCallback, useEffect, useState } from 'react';
import { getExperts, getMyScores, getOpenedQuotes, getPlan } from './api';
import type { EvaluationPlan, Expert, MyScores } from './types';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';

/** How often the panel's submitted count is refreshed (experts' submissions are not pushed). */
const EXPERTS_EVERY_MS = 10_000;

/** What the expert hall loads over REST: the plan, the opened quotes, the own sheet, the panel. */
export function useExpertHall(projectId: number | null, openedSignal: unknown) {
  const [plan, setPlan] = useState<EvaluationPlan | null>(null);
  const [opened, setOpened] = useState<RankingEntry[] | null>(null);
  const [sheet, setSheet] = useState<MyScores | null>(null);
  const [experts, setExperts] = useState<Expert[]>([]);

  const loadExperts = useCallback(() => {
    if (projectId !== null) void getExperts(projectId).then(setExperts, () => {});
  }, [projectId]);

  useEffect(() => {
    if (projectId === null) return;
    void getPlan(projectId).then(setPlan, () => setPlan(null));
    void getOpenedQuotes(projectId).then(
      (o) => setOpened(o.openedAt ? o.ranking : null),
      () => setOpened(null),
    );
    void getMyScores(projectId).then(setSheet, () => setSheet(null));
  }, [projectId, openedSignal]);

  // Before the opening the hall refuses an expert; ask until the quotes are open.
  useEffect(() => {
    if (projectId === null || opened !== null) return;
    const timer = setInterval(
      () =>
        void getOpenedQuotes(projectId).then(
          (o) => o.openedAt && setOpened(o.ranking),
          () => {},
        ),
      EXPERTS_EVERY_MS,
    );
    return () => clearInterval(timer);
  }, [projectId, opened]);

  useEffect(() => {
    loadExperts();
    const timer = setInterval(loadExperts, EXPERTS_EVERY_MS);
    return () => clearInterval(timer);
  }, [loadExperts]);

  return { plan, opened, sheet, setSheet, experts, reloadExperts: loadExperts };
}
