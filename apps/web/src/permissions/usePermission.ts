import { hasPermission } from '@bidhall/domain/permissions';
import type { Action } from '@bidhall/domain/permissions';
import { useSession } from '../auth/session-store';
import { useCurrentRoute } from './route-context';

const NONE: never[] = [];

/**
 * Whether the user may take an action on a page area; the area defaults to the current
 * page's permission. The server enforces every action: this only hides what would fail.
 */
export function usePermission(permissionId?: string): (action: Action) => boolean {
  const perms = useSession((s) => s.info?.permissions ?? NONE);
  const current = useCurrentRoute();
  const id = permissionId ?? current?.route.permission;
  return (action) => id !== undefined && hasPermission(perms, id, action);
}
