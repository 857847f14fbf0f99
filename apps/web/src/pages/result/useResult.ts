import { useEffect, useState } from 'react';
import type { ResultDto } from '@bidhall/contracts/evaluation';
import { getResult } from './api';

/** The submitted result of a project (none before the agency submits it). */
export function useResult(projectId: number, state: number) {
  const [result, setResult] = useState<ResultDto | null | undefined>();
  useEffect(() => {
    let cancelled = false;
    if (state < 6) {
      setResult(null);
      return;
    }
    getResult(projectId)
      .then((r) => !cancelled && setResult(r.submittedAt === null ? null : r))
      .catch(() => !cancelled && setResult(null));
    return () => {
      cancelled = true;
    };
  }, [projectId, state]);
  return result;
}
