import type { RoleName } from '@bidhall/domain/roles';
import type { Language } from '@bidhall/domain/lang';
import enUS from '../src/locales/en-US/menu';
import ptBR from '../src/locales/pt-BR/menu';
import zhCN from '../src/locales/zh-CN/menu';
import zhTW from '../src/locales/zh-TW/menu';
import { menuFor, menuPaths } from '../src/routes/menu';
import { ROUTE_MAPS, homeFor } from '../src/routes/table';

/** What the browser must show, read from the route table, so the end-to-end test follows it without edits. */
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
