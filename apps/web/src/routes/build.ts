import type { RoleName } from '@bidhall/domain/roles';
import type { LayoutKind, PageLoader, PageRoute, PendingRoute, RouteDef } from './types';

type Extra = Partial<Omit<RouteDef, 'path' | 'name' | 'roles'>> & { layout?: LayoutKind };

/**
 * Small builders so each role file reads as a table: one line per route.
 * The issue numbers name the later issue that brings each pending page.
 */
export const ISSUE = { workflow: 8, halls: 7, evaluation: 6 } as const;

export function pageRoute(
  path: string,
  name: string,
  roles: readonly RoleName[],
  page: PageLoader,
  extra: Extra = {},
): PageRoute {
  return { layout: 'main', ...extra, path, name, roles, page } as PageRoute;
}

export function pendingRoute(
  path: string,
  name: string,
  roles: readonly RoleName[],
  issue: number,
  extra: Extra = {},
): PendingRoute {
  return { layout: 'main', ...extra, path, name, roles, pending: issue } as PendingRoute;
}

/** Hidden detail pages opened from lists; all pending until their issue lands. */
export function hiddenPending(
  roles: readonly RoleName[],
  issue: number,
  layout: LayoutKind,
  entries: readonly [string, string][],
): PendingRoute[] {
  return entries.map(([path, name]) => pendingRoute(path, name, roles, issue, { hidden: true, layout }));
}
