import { useCallback } from 'react';
import { useLoad } from '../../components/useLoad';
import { getNotices } from './api';

/** A project's notices of one type, reloaded when its state moves or on demand. */
export function useNotices(projectId: number, type: number, state: number) {
  const load = useCallback(
    () => getNotices(projectId, type).then((r) => ({ items: r.items, state })),
    [projectId, type, state],
  );
  const { data, loading, reload } = useLoad(load);
  return { notices: data?.items ?? [], loading, reload };
}
