import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { getProject } from '../../layouts/project/api';

/** The project of a project-layout page (query `id`), with a reload after a change. */
export function useProject() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [project, setProject] = useState<SprojectDto | undefined>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    let cancelled = false;
    getProject(id)
      .then((p) => !cancelled && setProject(p))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { id, project, failed, reload, setProject };
}
