import { ROLES, isRoleName } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { ADMIN_MAP } from './admin';
import { AGENCY_MAP } from './agency';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, WORKPLACE_PATH } from './common';
import { EXPERT_MAP } from './expert';
import { PURCHASER_MAP } from './purchaser';
import { SUPPLIER_MAP } from './supplier';
import type { RouteDef, RouteMap } from './types';

/**
 * The one route table: public routes plus a route set per role. The selected role picks
 * the set after login; an unknown role gets the default set (specification section 6).
 */
export const ROUTE_MAPS: Readonly<Record<RoleName, RouteMap>> = {
  [ROLES.purchaser]: PURCHASER_MAP,
  [ROLES.agency]: AGENCY_MAP,
  [ROLES.supplier]: SUPPLIER_MAP,
  [ROLES.expert]: EXPERT_MAP,
  [ROLES.admin]: ADMIN_MAP,
};

export const DEFAULT_MAP: RouteMap = { home: WORKPLACE_PATH, routes: SIGNED_IN_ROUTES };

export function mapFor(role: string | undefined | null): RouteMap {
  return isRoleName(role) ? ROUTE_MAPS[role] : DEFAULT_MAP;
}

export const findPublicRoute = (path: string): RouteDef | undefined => PUBLIC_ROUTES.find((r) => r.path === path);

/** The routes of a set the user may open: those of the roles the user holds. */
export function reachableRoutes(map: RouteMap, roleNames: readonly string[]): RouteDef[] {
  return map.routes.filter((r) => r.roles.some((role) => roleNames.includes(role)));
}

export function findReachable(map: RouteMap, roleNames: readonly string[], path: string): RouteDef | undefined {
  return reachableRoutes(map, roleNames).find((r) => r.path === path);
}

/** The role's home when the user may open it, else the workplace every role has. */
export function homeFor(map: RouteMap, roleNames: readonly string[]): string {
  return findReachable(map, roleNames, map.home) ? map.home : WORKPLACE_PATH;
}

/** Every route of the table, public ones first; the same path may appear in several sets. */
export function allRoutes(): { role: RoleName | 'public'; route: RouteDef }[] {
  const out: { role: RoleName | 'public'; route: RouteDef }[] = PUBLIC_ROUTES.map((route) => ({
    role: 'public' as const,
    route,
  }));
  for (const [role, map] of Object.entries(ROUTE_MAPS) as [RoleName, RouteMap][]) {
    for (const route of map.routes) out.push({ role, route });
  }
  return out;
}

/** Finds a route by name in a role's set (the project side menu links by name). */
export const routeByName = (map: RouteMap, name: string): RouteDef | undefined =>
  map.routes.find((r) => r.name === name);
