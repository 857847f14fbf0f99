import type { RoleName } from '@bidhall/domain/roles';
import type { LayoutKind, PageLoader, PageRoute, RouteDef } from './types';

type Extra = Partial<Omit<RouteDef, 'path' | 'name' | 'roles'>> & { layout?: LayoutKind };

/** A page route in one line, so each role file reads as a table. */
export function pageRoute(
  path: string,
  name: string,
  roles: readonly RoleName[],
  page: PageLoader,
  extra: Extra = {},
): PageRoute {
  return { layout: 'main', ...extra, path, name, roles, page } as PageRoute;
}
