import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stageReached } from '@bidhall/domain/menu-gating';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { projectMenu } from '../src/layouts/project/project-menus';
import type { MenuProject } from '../src/layouts/project/project-menus';
import type { BadgeKey } from '@bidhall/domain/badges';
import { menuFor } from '../src/routes/menu';
import { ROUTE_MAPS, reachableRoutes, routeByName } from '../src/routes/table';
import { isPage } from '../src/routes/types';

/**
 * Which pages a role's walk opens, read from the route table: its menu, every project page
 * its project side menus open on some demo project, and the hidden pages (with the id the
 * demo data gives them). A route added to the table is walked without touching this file;
 * a hidden page needing an id that no resolver below knows is opened bare.
 */
export interface WalkProject extends MenuProject {
  id: number;
}

export interface WalkData {
  projects: WalkProject[];
  /** Ids the hidden pages need, by what they name (answered by the demo data through the api). */
  ids: Partial<
    Record<'requirement' | 'user' | 'research' | 'expertProject' | 'supplierUser' | 'purchaserUser', number>
  >;
}

export interface Stop {
  path: string;
  query: string;
  /** The menu badge on the entry, whose count must equal the length of the list it opens. */
  badge?: BadgeKey;
  /** Why it is opened: a menu entry, a project page, or a hidden page. */
  via: 'menu' | 'project' | 'hidden';
}

/** Hidden pages that need an id, and where the demo data has one. */
const HIDDEN_IDS: Record<string, keyof WalkData['ids'] | 'anyProject'> = {
  '/bid/index': 'anyProject',
  '/ReqInfo': 'requirement',
  '/PortalIndex/purchaserInfo': 'purchaserUser',
  '/PortalIndex/supplierInfo': 'supplierUser',
  '/userIndex': 'user',
  '/bid/research-sign': 'research',
  '/BidOpenHall': 'expertProject',
};

/** Pages a walk leaves out, and why. */
const NOT_WALKED = new Set([
  // The not-found page is the answer to a bad path, not a page of work.
  '/404',
]);

export function walkPlan(
  role: RoleName,
  held: readonly RoleName[],
  data: WalkData,
  now: number,
): { stops: Stop[]; unopened: string[] } {
  const map = ROUTE_MAPS[role];
  const reachable = reachableRoutes(map, held)
    .filter(isPage)
    .filter((r) => r.layout !== 'user' && !NOT_WALKED.has(r.path));
  const stops: Stop[] = [];
  const seen = new Set<string>();
  const add = (stop: Stop) => {
    if (seen.has(stop.path)) return;
    seen.add(stop.path);
    stops.push(stop);
  };
  for (const entry of menuFor(map, held).flatMap((e) => (e.kind === 'leaf' ? [e] : e.children)))
    add({ path: entry.path, query: '', via: 'menu', badge: entry.badge });
  // Each project page on the first demo project whose side menu opens it: the furthest stage first
  // (failed and suspended projects count as published, domain/menu-gating), the newest first.
  const byState = [...data.projects].sort(
    (a, b) => stageReached(b.state) - stageReached(a.state) || b.state - a.state || b.id - a.id,
  );
  for (const project of byState) {
    for (const item of projectMenu(role, project, now)) {
      const route = routeByName(map, item.name);
      if (item.enabled && route && reachable.includes(route as never))
        add({ path: route.path, query: `?id=${project.id}`, via: 'project' });
    }
  }
  // A project page no side menu links (reached by its address) opens on the project whose
  // side menu opens the most pages: the one furthest along its kind's steps.
  const opened = (p: WalkProject) => projectMenu(role, p, now).filter((i) => i.enabled).length;
  const fullest = [...byState].sort((a, b) => opened(b) - opened(a))[0];
  const unopened: string[] = [];
  for (const route of reachable) {
    if (seen.has(route.path)) continue;
    if (route.layout === 'project') {
      if (fullest) add({ path: route.path, query: `?id=${fullest.id}`, via: 'project' });
      else unopened.push(route.path);
      continue;
    }
    const need = HIDDEN_IDS[route.path];
    const id = need === 'anyProject' ? byState[0]?.id : need ? data.ids[need] : undefined;
    if (need && id === undefined) {
      unopened.push(route.path);
      continue;
    }
    add({ path: route.path, query: id === undefined ? '' : `?id=${id}`, via: 'hidden' });
  }
  return { stops, unopened };
}

/** The walks: every account and role the demo has, the multi-role account in both. */
export const ROLE_RUNS: { user: string; role: RoleName; held: RoleName[] }[] = [
  { user: 'admin', role: ROLES.admin, held: [ROLES.admin] },
  { user: 'purchaser', role: ROLES.purchaser, held: [ROLES.purchaser] },
  { user: 'agency', role: ROLES.agency, held: [ROLES.agency] },
  { user: 'supplier1', role: ROLES.supplier, held: [ROLES.supplier] },
  { user: 'supplier2', role: ROLES.supplier, held: [ROLES.supplier] },
  { user: 'supplier3', role: ROLES.supplier, held: [ROLES.supplier] },
  { user: 'expert1', role: ROLES.expert, held: [ROLES.expert] },
  { user: 'multi', role: ROLES.purchaser, held: [ROLES.purchaser, ROLES.agency] },
  { user: 'multi', role: ROLES.agency, held: [ROLES.purchaser, ROLES.agency] },
];

/** The i18n namespaces (one file each); "namespace.key" on screen is a text that was not found. */
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/zh-CN');
const NAMESPACES = readdirSync(LOCALES)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .concat('validation');
const RAW_KEY = new RegExp(`(?<![\\w@/.-])(?:${NAMESPACES.join('|')})\\.[A-Za-z][\\w.-]*`);
const BAD_WORDS = /\bundefined\b|\bNaN\b|\[object Object\]/;

/** What is wrong with a page's visible text, if anything. */
export function textProblems(text: string): string[] {
  const out: string[] = [];
  const key = RAW_KEY.exec(text);
  if (key) out.push(`raw i18n key "${key[0]}"`);
  const bad = BAD_WORDS.exec(text);
  if (bad)
    out.push(
      `"${bad[0]}" on screen near "${text.slice(Math.max(0, bad.index - 40), bad.index + 20).replace(/\s+/g, ' ')}"`,
    );
  return out;
}
