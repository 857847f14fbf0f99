import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useLoad } from '../../components/useLoad';
import { getSurvey, type Survey } from './api';

/** Loaded: a survey, or none yet (the api's business refusal); failed: any other error. */
type Loaded = { survey: Survey | null; failed: boolean };

/** A research project's survey, reloaded on demand and when the project's state moves. */
export function useSurvey(projectId: number, state: number) {
  const load = useCallback(
    () =>
      getSurvey(projectId).then(
        (survey): Loaded => ({ survey, failed: false }),
        (error: unknown): Loaded => ({ survey: null, failed: !(error instanceof ApiError && error.status === 500) }),
      ),
    // The state is a dependency so that a move (publication, termination) refreshes the survey.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- state is read by the reload it causes
    [projectId, state],
  );
  const { data, loading, reload } = useLoad(load);
  return { survey: data?.survey ?? null, failed: data?.failed ?? false, loading, reload };
}
