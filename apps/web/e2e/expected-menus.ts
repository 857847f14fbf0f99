import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import type { Language } from '@bidhall/domain/lang';
import enUS from '../src/locales/en-US/menu';
import ptBR from '../src/locales/pt-BR/menu';
import zhCN from '../src/locales/zh-CN/menu';
import zhTW from '../src/locales/zh-TW/menu';
import { menuFor, menuPaths } from '../src/routes/menu';
import { ROUTE_MAPS, homeFor } from '../src/routes/table';
import { isPending } from '../src/routes/types';

/**
 * What the browser must show, read from the route table: the menus grow as later issues
 * turn pending routes into pages, and the end-to-end test follows without edits.
 */
const TITLES: Record<Language, Record<string, unknown>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};

export function expectedMenu(role: RoleName, held: readonly RoleName[], lang: Language = 'zh-CN'): string[] {
  const map = ROUTE_MAPS[role];
  const nameOf = (p: string) => map.routes.find((r) => r.path === p)?.name ?? p;
  return menuPaths(menuFor(map, held)).map((p) => String(TITLES[lang][nameOf(p)]));
}

export const expectedHome = (role: RoleName, held: readonly RoleName[]) => homeFor(ROUTE_MAPS[role], held);

/** A purchaser route whose page does not exist yet, while there is one. */
export const purchaserPendingPath = (): string | undefined =>
  ROUTE_MAPS[ROLES.purchaser].routes.find((r) => isPending(r) && !r.hidden)?.path;
