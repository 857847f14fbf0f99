// @vitest-environment node
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ROLES } from '@bidhall/domain/roles';
import { launchChromium } from './browser';
import { startPlatform } from './platform';
import type { Platform } from './platform';
import { ROLE_RUNS } from './route-plan';
import { badgeCount, signedIn } from './walk';
import { scaled } from './limits';

/**
 * The work waiting: every demo account, in every role it holds, opens its workplace,
 * and each kind of work waiting counts exactly the rows it lists; where a menu badge or a
 * filtered page stands for the same work (the administrator's registrations, the contracts
 * to sign, countersign or archive), that count is the same too.
 */
const up = await requireChromium();
const SHOWN = 5;

/** Where the same work is listed again, and what says how many: a menu badge or a page's table rows. */
const SAME_WORK: Record<string, { badge?: 'waitUserAuditNum'; page?: string }> = {
  registrations: { badge: 'waitUserAuditNum' },
  toCountersign: { page: '/myAgreement?status=1' },
  toSign: { page: '/myAgreement?status=0' },
  toArchive: { page: '/myAgreement?status=2' },
};

/**
 * The rows /myAgreement lists at `path`, once the list has shown `expected` or settled on
 * another count: the table renders its rows a moment after its answer arrives, so a count
 * read at once can see the empty list it showed while loading.
 */
async function tableRows(page: Page, url: string, path: string, expected: number): Promise<number> {
  await page.goto(`${url}/#${path}`);
  const table = page.getByTestId('agreement-table');
  await table
    .locator('.ant-table-row, .ant-empty')
    .first()
    .waitFor({ timeout: scaled(30_000) });
  const rows = table.locator('.ant-table-row');
  const until = Date.now() + scaled(15_000);
  while ((await rows.count()) !== expected && Date.now() < until) await page.waitForTimeout(250);
  return rows.count();
}

describe.skipIf(!up)('workplace: each count of work waiting equals its list, for every demo account', () => {
  let platform: Platform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    platform = await startPlatform(scaled(240_000));
    browser = await launchChromium();
  }, scaled(600_000));

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await platform?.stop();
  }, scaled(30_000));

  for (const run of ROLE_RUNS) {
    it.concurrent(
      `${run.user} as ${run.role}`,
      async ({ expect }) => {
        const page = await signedIn(browser, platform.url, run.user, run.role === ROLES.expert ? 'expert' : run.role);
        contexts.push(page.context());
        await page.goto(`${platform.url}/#/dashboard/workplace`);
        await page.getByTestId('workplace').waitFor({ timeout: scaled(30_000) });
        const problems: string[] = [];
        const cards = page.locator('[data-testid^="todo-count-"]');
        const lists = await page
          .locator('[data-testid^="todo-"]:not([data-testid^="todo-count-"]):not([data-testid="todo-row"])')
          .count();
        await expect.poll(() => cards.count(), { timeout: scaled(30_000) }).toBe(lists);
        const counts: Record<string, number> = {};
        for (const card of await cards.all()) {
          const key = (await card.getAttribute('data-testid'))!.replace('todo-count-', '');
          const count = Number(await card.locator('sup').first().getAttribute('title'));
          const rows = await page.getByTestId(`todo-${key}`).getByTestId('todo-row').count();
          if (rows !== Math.min(count, SHOWN)) problems.push(`${key}: counts ${count}, lists ${rows}`);
          counts[key] = count;
        }
        for (const [key, count] of Object.entries(counts)) {
          const same = SAME_WORK[key];
          if (same?.badge) {
            const badge = await badgeCount(page, same.badge);
            if (badge !== count) problems.push(`${key}: counts ${count}, menu badge ${badge}`);
          }
          if (same?.page && count <= 10) {
            const rows = await tableRows(page, platform.url, same.page, count);
            if (rows !== count) problems.push(`${key}: counts ${count}, ${same.page} lists ${rows}`);
          }
        }
        console.info(`workplace ${run.user} as ${run.role}: ${JSON.stringify(counts)}`);
        expect(problems).toEqual([]);
      },
      scaled(300_000),
    );
  }
});
