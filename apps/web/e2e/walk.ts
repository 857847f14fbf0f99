import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { ExpectStatic } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { BadgeKey } from '@bidhall/domain/badges';
import { ARTIFACTS, expertSignIn, hashPath, signIn } from './browser';

/**
 * A walk is a story told in steps that each need the one before: once a step fails, the
 * later ones are skipped (with the reason in the report) instead of each timing out on a
 * page the failed step never reached. `it.sequential` keeps a walk's steps in order whatever
 * the enclosing describe's concurrency.
 */
const stepExpect = new AsyncLocalStorage<ExpectStatic>();

/**
 * The `expect` of the step running now. Walks run side by side, and vitest's global
 * `expect.poll` cannot tell which of the running steps it belongs to; each step's own can.
 */
export const expectIn = (): ExpectStatic => stepExpect.getStore() ?? expect;

export function walkSteps(pages: () => (Page | undefined)[], shot: (page: Page, name: string) => Promise<unknown>) {
  let failed: string | undefined;
  return (title: string, run: () => Promise<void>, timeoutMs: number) =>
    it.sequential(
      title,
      async (ctx) => {
        if (failed) ctx.skip(`an earlier step failed: ${failed}`);
        try {
          await stepExpect.run(ctx.expect, run);
        } catch (error) {
          failed = title;
          // What each user saw when it failed, beside the walk's other screenshots.
          await Promise.all(pages().map((page, i) => page && shot(page, `failed-${i}`).catch(() => undefined)));
          throw error;
        }
      },
      timeoutMs,
    );
}

/** A screenshot of the whole page, numbered in the order the walk takes them. */
export function shooter(walk: string) {
  let n = 0;
  return (page: Page, name: string) => {
    n += 1;
    return page.screenshot({
      path: path.join(ARTIFACTS, `${walk}-${String(n).padStart(2, '0')}-${name}.png`),
      fullPage: true,
    });
  };
}

/** The window the walks use, and a phone's. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A signed-in user in a browser context of its own (its own cookies: token and selected role). */
export async function signedIn(
  browser: Browser,
  url: string,
  user: string,
  role: string | 'expert',
  viewport = DESKTOP,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  if (role === 'expert') await expertSignIn(page, url, user);
  else await signIn(page, url, user, role);
  return page;
}

/** Waits for an antd dialog to finish zooming in: a click while it still moves can miss its button. */
export async function zoomedIn(dialog: Locator) {
  await expectIn()
    .poll(() => dialog.getAttribute('class'))
    .not.toMatch(/ant-zoom/);
}

/** Presses the primary button of the confirmation on top (Modal.confirm). */
export async function confirm(page: Page) {
  const dialog = page.locator('.ant-modal-confirm').last();
  await zoomedIn(dialog);
  await dialog.locator('.ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached' });
}

/** The number on a menu badge; 0 when the menu shows none (a badge shows only above zero). */
export async function badgeCount(page: Page, key: BadgeKey): Promise<number> {
  // On a phone the menu waits in a drawer: opened, as its user would, to read its counts.
  const folded = page.getByTestId('phone-menu');
  if (await folded.isVisible()) {
    await folded.click();
    await page.getByTestId('side-menu').waitFor();
  }
  // antd's Badge titles its count element with the number, whatever the digit animation shows.
  const count = page.locator(`[data-testid=badge-${key}] sup`).first();
  if ((await count.count()) === 0) return 0;
  return Number(await count.getAttribute('title'));
}

/** Opens a page and answers the `result` of the api call (by the end of its url) the page makes for its menu counts. */
export async function countsOnOpening(page: Page, url: string, path: string, service: string): Promise<unknown> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(service));
  await visit(page, url, path);
  return ((await (await answer).json()) as { result: unknown }).result;
}

/** The current counts of the given badges, read from the side menu. */
export async function badgeCounts<K extends BadgeKey>(page: Page, keys: readonly K[]): Promise<Record<K, number>> {
  const entries = await Promise.all(keys.map(async (k) => [k, await badgeCount(page, k)] as const));
  return Object.fromEntries(entries) as Record<K, number>;
}

/** The project id in the page's hash query (…#/projectInfo?id=12). */
export const projectIdOf = (page: Page) => Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));

/**
 * Opens a page of the app. A page of the same route (whatever its query) is reloaded: the route
 * stays mounted on a hash change, so its lists and menu counts would not be fetched anew.
 */
export async function visit(page: Page, url: string, path: string) {
  const samePage = hashPath(page) === path.split('?')[0];
  await page.goto(`${url}/#${path}`);
  if (samePage) await page.reload();
}
