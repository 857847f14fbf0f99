import type { ComponentType } from 'react';
import type { BadgeKey } from '@bidhall/domain/badges';
import type { PermissionId } from '@bidhall/domain/permissions';
import type { RoleName } from '@bidhall/domain/roles';

export type LayoutKind = 'user' | 'public' | 'main' | 'headerOnly' | 'project';
/** Menu groups; a group's title key is `menu.group.<name>`. */
export type MenuGroup = 'bid' | 'research' | 'userManage' | 'portal';
export type PageLoader = () => Promise<{ default: ComponentType }>;

interface RouteBase {
  /** Hash path without query; matched exactly (project pages carry their id as `?id=`). */
  path: string;
  /** Route name: also the menu and tab title key, `menu.<name>`. */
  name: string;
  /** Roles allowed; a route is kept when the user holds any of them. */
  roles: readonly RoleName[];
  layout: LayoutKind;
  hidden?: boolean;
  group?: MenuGroup;
  badge?: BadgeKey;
  /** The page area whose actions `usePermission` checks on this page. */
  permission?: PermissionId;
  /** Reachable without a token (specification section 5). */
  visitor?: boolean;
}

export interface PageRoute extends RouteBase {
  page: PageLoader;
}

interface RedirectRoute extends RouteBase {
  redirect: string;
}

export type RouteDef = PageRoute | RedirectRoute;

export const isPage = (r: RouteDef): r is PageRoute => 'page' in r;

/** One role's route set: its home and its routes. */
export interface RouteMap {
  home: string;
  routes: readonly RouteDef[];
}
