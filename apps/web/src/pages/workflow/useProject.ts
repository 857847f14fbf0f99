import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { reloadProject, useProject as useOpenProject } from '../../layouts/project/project-store';

/**
 * The project of a project-layout page (query `id`), from the store of open projects the side
 * menu reads too: read again after every action, the user's own or another user's, so the page
 * shows the state the menu does. `reload` reads it now, after an action the page made.
 */
export function useProject() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const load = useOpenProject(valid ? id : null);
  const reload = useCallback(() => void (valid && reloadProject(id)), [valid, id]);
  return {
    project: load.kind === 'ready' ? load.project : undefined,
    failed: load.kind === 'failed',
    reload,
  };
}
