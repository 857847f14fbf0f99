import type { BadgeKey } from '@bidhall/domain/badges';
import { reachableRoutes } from './table';
import type { MenuGroup, RouteMap } from './types';

export interface MenuLeaf {
  kind: 'leaf';
  path: string;
  name: string;
  badge: BadgeKey | undefined;
}

interface MenuFolder {
  kind: 'group';
  group: MenuGroup;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuFolder;

/**
 * The left menu of a route set for a user: reachable, not hidden, not a project page;
 * grouped routes gather under their group at the place of the first one.
 */
export function menuFor(map: RouteMap, roleNames: readonly string[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const folders = new Map<MenuGroup, MenuFolder>();
  for (const route of reachableRoutes(map, roleNames)) {
    if (route.hidden || route.layout === 'project' || route.layout === 'user') continue;
    const leaf: MenuLeaf = { kind: 'leaf', path: route.path, name: route.name, badge: route.badge };
    if (!route.group) {
      out.push(leaf);
      continue;
    }
    let folder = folders.get(route.group);
    if (!folder) {
      folder = { kind: 'group', group: route.group, children: [] };
      folders.set(route.group, folder);
      out.push(folder);
    }
    folder.children.push(leaf);
  }
  return out;
}

/** The paths of a menu, folders flattened: what a role can navigate to from the menu. */
export function menuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === 'leaf' ? [e.path] : e.children.map((c) => c.path)));
}
