import type { RoleName } from '@bidhall/domain/roles';
import type { Language } from '@bidhall/domain/lang';
import { menuFor, menuPaths } from '../src/routes/menu';
import { ROUTE_MAPS, homeFor } from '../src/routes/table';

/** What the browser must show, read from the route table, so the end-to-end test follows it without edits. */
const TITLES = import.meta.glob<Record<string, unknown>>('../src/locales/*/menu.ts', {
  eager: true,
  import: 'default',
});

export function expectedMenu(role: RoleName, held: readonly RoleName[], lang: Language = 'zh-CN'): string[] {
  const map = ROUTE_MAPS[role];
  const nameOf = (p: string) => map.routes.find((r) => r.path === p)?.name ?? p;
  return menuPaths(menuFor(map, held)).map((p) => String(TITLES[`../src/locales/${lang}/menu.ts`]![nameOf(p)]));
}

export const expectedHome = (role: RoleName, held: readonly RoleName[]) => homeFor(ROUTE_MAPS[role], held);
