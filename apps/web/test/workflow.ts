import { fireEvent, waitFor, within } from '@testing-library/react';
import type { RoleName } from '@bidhall/domain/roles';
import { mapFor } from '../src/routes/table';

/** The role's route at a path, as the guard would hand it to the page. */
export function routeAt(role: RoleName, path: string) {
  const route = mapFor(role).routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} for ${role}`);
  return route;
}

/** Answers the open confirmation dialog (antd's static confirm): OK or cancel. */
export async function answerConfirm(ok: boolean) {
  const dialog = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm:not([data-answered])')].at(-1);
    if (!found) throw new Error('no confirmation dialog');
    return found;
  });
  // A closed dialog lingers through its animation; mark it so the next call finds the new one.
  dialog.setAttribute('data-answered', 'true');
  fireEvent.click(within(dialog).getByRole('button', { name: ok ? /确\s*定/ : /取\s*消/ }));
}
