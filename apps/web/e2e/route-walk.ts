import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ROLES } from '@bidhall/domain/roles';
import type { Language } from '@bidhall/domain/lang';
import { launchChromium } from './browser';
import { startPlatform } from './platform';
import type { Platform } from './platform';
import { ROLE_RUNS, textProblems, walkPlan } from './route-plan';
import type { Stop, WalkData, WalkProject } from './route-plan';
import { badgeCount, DESKTOP, PHONE, signedIn } from './walk';
import type { BadgeKey } from '@bidhall/domain/badges';
import { scaled } from './limits';
import { accessibilityProblems } from './accessibility';

/**
 * The route walk: every account of the demo, in every role it holds, opens every
 * page its route table lets it reach, with the demo data, and each page must load cleanly:
 * no console error, no failed request, no raw i18n key, no "undefined"/"NaN"/"[object
 * Object]", something in its main area (table rows, fields, a chart, cards), no table
 * left without rows, nothing wider than the window, and nothing axe finds against WCAG 2.1
 * AA (e2e/accessibility.ts). zh-CN for every run on a desktop
 * window; pt-BR, whose words are the longest of the four languages, on a phone for the
 * administrator and the three busiest roles; en-US on a desktop window for the agency, whose
 * forms have the most labels beside their fields (cut short there, not on a phone, where a label
 * goes above its field).
 */

/** One run of the walk: an account in one of its roles, in a language, in a window. */
export interface WalkRun {
  user: string;
  role: (typeof ROLE_RUNS)[number]['role'];
  held: (typeof ROLE_RUNS)[number]['held'];
  lang: Language;
  viewport: typeof DESKTOP;
}

const PHONE_RUNS = new Set(['admin', 'purchaser', 'agency', 'supplier1']);
const ENGLISH_DESKTOP_RUNS = new Set(['agency']);

/**
 * Every run: each account and role on a desktop window in zh-CN, in pt-BR on a phone for the
 * administrator and the three busiest roles, and in en-US on a desktop window for the agency. The test files split them between them (two files
 * go to two workers side by side; one file's runs share its worker).
 */
export const WALK_RUNS: WalkRun[] = [
  ...ROLE_RUNS.map((r) => ({ ...r, lang: 'zh-CN' as Language, viewport: DESKTOP })),
  ...ROLE_RUNS.filter((r) => PHONE_RUNS.has(r.user)).map((r) => ({ ...r, lang: 'pt-BR' as Language, viewport: PHONE })),
  ...ROLE_RUNS.filter((r) => ENGLISH_DESKTOP_RUNS.has(r.user)).map((r) => ({
    ...r,
    lang: 'en-US' as Language,
    viewport: DESKTOP,
  })),
];

/**
 * How long a page may stay busy before that counts as a fault: this catches a page that never
 * settles (a spinner left turning, a request that never ends). How fast pages are is for the
 * benchmarks, not this walk: with a second test suite beside it on two cores, the new-project
 * form once took more than 10 s to settle with no request in flight, while the same page
 * settled within the limit in the suite beside it.
 */
const SETTLE_LIMIT_MS = scaled(30_000);

/**
 * `ROUTE_WALK_SHOTS=<dir>`: a whole-page screenshot of every stop, named by account, role,
 * language and path, for a person to look through (what no check above can judge: wording,
 * layout, whether the figures make sense). Off by default: it adds a second or so a page.
 */
const SHOTS_DIR = process.env.ROUTE_WALK_SHOTS;

/**
 * Pages already judged against WCAG: once per window and page (its path; the same page of
 * another project is the same components in another state), by the first run to open it, in
 * whichever walk file: the first to create the page's marker in the run's scratch directory
 * (test/run-scratch.ts) judges it. Roles that share a path share its components
 * and one theme; what one role alone sees on a shared page (a button, a column) is judged only
 * if that run gets there first. axe takes one to two seconds a page, which at every stop, or
 * once per role, would keep CI over its 30 minutes.
 */
const JUDGED_DIR = path.join(inject('runScratchDir'), 'accessibility-judged');
mkdirSync(JUDGED_DIR, { recursive: true });
let accessibilityJudged = 0;
let accessibilityMs = 0;

/** A page is settled once no request is in flight and no spinner turns, twice in a row. */
async function settle(page: Page, inflight: () => number) {
  let quiet = 0;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (quiet < 2 && Date.now() < deadline) {
    const spinning = await page.locator('.ant-spin-spinning, .ant-skeleton-active').count();
    quiet = inflight() === 0 && spinning === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(150);
  }
}

/** What the main area holds: problems found by looking at it. */
async function contentProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const areas = document.querySelectorAll('.ant-layout-content');
    const main = areas[areas.length - 1] as HTMLElement | undefined;
    if (!main) return ['no main area'];
    const out: string[] = [];
    const content = main.querySelector(
      '.ant-table-row, input:not([type=hidden]), textarea, .ant-select, canvas, .ant-card, .ant-descriptions, .ant-list-item, .ant-statistic, .ProseMirror, .ant-steps, .ant-result-success, .echarts-for-react',
    );
    if (!content) out.push('main area empty (no rows, fields, chart or cards)');
    const rowless = [...main.querySelectorAll('.ant-table')].filter((t) => !t.querySelector('.ant-table-row')).length;
    if (rowless) out.push(`${rowless} table(s) without rows`);
    const errors = main.querySelectorAll(
      '.ant-alert-error, .ant-result-error, .ant-result-403, .ant-result-404, .ant-result-500',
    );
    if (errors.length) out.push(`error shown: ${(errors[0] as HTMLElement).innerText.slice(0, 80)}`);
    // Two elements with one id: a label or an aria reference then points at the wrong one.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id).filter(Boolean);
    const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    if (twice.length) out.push(`element ids used twice: ${twice.slice(0, 5).join(', ')}`);
    // A form label cut short by its column (antd ends it with an ellipsis): longer languages' words.
    const clipped = [...main.querySelectorAll<HTMLElement>('.ant-form-item-label > label')]
      .filter((l) => l.scrollWidth > l.clientWidth + 1)
      .map((l) => l.innerText);
    if (clipped.length) out.push(`form labels cut short: ${clipped.slice(0, 5).join(' | ')}`);
    // A page wider than the window scrolls sideways as a whole: on a phone, away from its menu.
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) out.push(`the page is ${width} px wide in a window of ${window.innerWidth} px`);
    // On a desktop window, a table with a fixed column that scrolls sideways hides its last
    // columns under that column (the budget and deadline of every project list did at 1,366 px).
    // A wide report without one may scroll, and so may anything on a phone.
    if (window.innerWidth >= 1280)
      for (const table of main.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
        if (table.querySelector('.ant-table-cell-fix-end') && table.scrollWidth > table.clientWidth + 1)
          out.push(`a table is ${table.scrollWidth} px wide in ${table.clientWidth} px, columns under its fixed one`);
    return out;
  });
}

/** Accessibility's findings, the first time a page is seen in this test run (JUDGED_DIR). */
async function judgedOnce(key: string, page: Page): Promise<string[]> {
  try {
    // 'wx': created by this call or refused, whichever file asks at the same moment.
    writeFileSync(path.join(JUDGED_DIR, createHash('sha1').update(key).digest('hex')), key, { flag: 'wx' });
  } catch {
    return [];
  }
  accessibilityJudged += 1;
  const began = Date.now();
  try {
    return await accessibilityProblems(page);
  } finally {
    accessibilityMs += Date.now() - began;
  }
}

/**
 * Badges whose list shows more than the work they count, the rows they count marked `data-todo`:
 * the expert's list holds every assigned project, its badge those to score.
 */
const BADGES_OF_MARKED_ROWS: ReadonlySet<BadgeKey> = new Set(['waitScoreNum']);

/** A menu badge must count what the list it opens shows (its rows, the list being one page long). */
async function badgeProblems(page: Page, key: BadgeKey): Promise<string[]> {
  const badge = await badgeCount(page, key);
  const main = page.locator('.ant-layout-content').last();
  if ((await main.locator('.ant-pagination-next:not(.ant-pagination-disabled)').count()) > 0) return [];
  const marked = BADGES_OF_MARKED_ROWS.has(key);
  const rows = await main.locator(marked ? '.ant-table-row:has([data-todo])' : '.ant-table-row').count();
  return badge === rows ? [] : [`badge ${key} says ${badge}, the list shows ${rows}${marked ? ' marked' : ''}`];
}

async function apiGet<T>(
  url: string,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${url}/api/services/app/${path}?${q}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: T }).result;
}

/** The demo data a role's walk needs: its projects and the ids its hidden pages take. */
async function walkData(url: string, token: string, run: WalkRun): Promise<WalkData> {
  const page = { SkipCount: 0, MaxResultCount: 200 };
  // A supplier's project pages are its halls: the projects it joined.
  const list =
    run.role === ROLES.expert
      ? 'Sproject/GetSprojectDetailByExpertId'
      : run.role === ROLES.supplier
        ? 'Sproject/GetMyBidList'
        : 'Sproject/GetPaged';
  const projects = (await apiGet<{ items: WalkProject[] }>(url, token, list, page)).items;
  const ids: WalkData['ids'] = {};
  if (run.role === ROLES.expert) ids.expertProject = projects.find((p) => p.state === 5)?.id ?? projects[0]?.id;
  if (run.role === ROLES.supplier)
    ids.research = (await apiGet<{ items: WalkProject[] }>(url, token, 'Sproject/GetPaged', page)).items.find(
      (p) => p.mode === 1,
    )?.id;
  if (run.role === ROLES.purchaser || run.role === ROLES.agency)
    ids.requirement = (await apiGet<{ items: { id: number }[] }>(url, token, 'Requirement/GetPaged', page)).items[0]
      ?.id;
  if (run.role === ROLES.admin) {
    const users = (
      await apiGet<{ items: { id: number; roleNames?: string[]; roles?: string[] }[] }>(
        url,
        token,
        'User/GetPaged',
        page,
      )
    ).items;
    const holding = (role: string) =>
      users.find((u) => (u.roleNames ?? u.roles ?? []).includes(role))?.id ?? users[0]?.id;
    ids.user = users[0]?.id;
    ids.purchaserUser = holding(ROLES.purchaser);
    ids.supplierUser = holding(ROLES.supplier);
  }
  return { projects, ids };
}

/** The walk of `runs` on a platform of its own (npm start, demo data), skipped without Chromium. */
export async function describeRouteWalk(title: string, runs: readonly WalkRun[]) {
  const up = await requireChromium();
  describe.skipIf(!up)(`route walk: ${title} (npm start, demo data)`, () => {
    let platform: Platform;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    let walked = 0;
    const started = Date.now();

    beforeAll(async () => {
      platform = await startPlatform(scaled(240_000));
      browser = await launchChromium();
    }, scaled(600_000));

    afterAll(async () => {
      console.info(
        `route walk (${title}): ${walked} pages in ${runs.length} role runs, ${Math.round((Date.now() - started) / 1000)} s; ` +
          `${accessibilityJudged} judged for accessibility here, ${Math.round(accessibilityMs / 1000)} s of it`,
      );
      await browser?.close();
      await platform?.stop();
    }, scaled(30_000));

    // The runs only read, each in a browser context of its own with its own fault listeners, so
    // they go side by side: most of a page's time is waiting on its requests and on the quiet
    // window of `settle`, which another run's pages fill. How many at once is vitest's
    // maxConcurrency (vitest.config.ts); a run's time limit starts when the run does.
    for (const run of runs) {
      it.concurrent(
        `${run.user} as ${run.role} (${run.lang}, ${run.viewport.width} px) opens every page it can reach without a fault`,
        async ({ expect }) => {
          const role = run.role === ROLES.expert ? 'expert' : run.role;
          const page = await signedIn(browser, platform.url, run.user, role, run.viewport);
          const context = page.context();
          contexts.push(context);
          const token = (await context.cookies()).find((c) => c.name === 'Access-Token')!.value;
          if (run.lang !== 'zh-CN') await context.addCookies([{ name: 'LANG', value: run.lang, url: platform.url }]);

          // The requests this page has open, by request: one begun before these listeners (the
          // sign-in's) ends without having been counted, which a plain counter took below zero.
          const inflight = new Set<Request>();
          let faults: string[] = [];
          const live = (u: string) => u.includes('/socket.io/');
          page.on('request', (r) => !live(r.url()) && inflight.add(r));
          page.on('requestfinished', (r) => inflight.delete(r));
          page.on('requestfailed', (r) => {
            if (live(r.url())) return;
            inflight.delete(r);
            faults.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
          });
          page.on(
            'response',
            (r) =>
              r.status() >= 400 &&
              faults.push(`HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`),
          );
          page.on('console', (m) => m.type() === 'error' && faults.push(`console error: ${m.text().slice(0, 200)}`));
          page.on('pageerror', (e) => faults.push(`page error: ${e.message.slice(0, 200)}`));

          await page.reload();
          const { stops, unopened } = walkPlan(
            run.role,
            run.held,
            await walkData(platform.url, token, run),
            Date.now(),
          );
          const problems: string[] = unopened.map((p) => `${p}: no demo project or id opens it`);
          const visit = async (stop: Stop) => {
            faults = [];
            // As the menu does: a hash change (each path once, so every page mounts afresh).
            await page.goto(`${platform.url}/#${stop.path}${stop.query}`);
            const began = Date.now();
            await settle(page, () => inflight.size);
            // A page still busy at the limit is a fault of its own, named, rather than a run that times out.
            if (Date.now() - began >= SETTLE_LIMIT_MS)
              faults.push(
                `did not settle in ${Math.round((Date.now() - began) / 1000)} s (${inflight.size} requests in flight)`,
              );
            const text = await page
              .locator('.ant-layout-content')
              .last()
              .innerText()
              .catch(() => '');
            const found = [
              ...faults,
              ...textProblems(text),
              ...(await contentProblems(page)),
              ...(stop.badge ? await badgeProblems(page, stop.badge) : []),
              ...(await judgedOnce(`${run.viewport.width} ${stop.path}`, page)),
            ];
            for (const f of found) problems.push(`${stop.path}${stop.query} (${stop.via}): ${f}`);
            if (SHOTS_DIR) {
              const name = `${run.user}-${run.role}-${run.lang}${stop.path.replaceAll('/', '_')}.png`;
              await page.screenshot({ path: path.join(SHOTS_DIR, name), fullPage: true });
            }
            walked += 1;
          };
          for (const stop of stops) await visit(stop);
          expect(problems).toEqual([]);
          await context.close();
        },
        scaled(400_000),
      );
    }
  });
}
