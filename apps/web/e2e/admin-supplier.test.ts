// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ARTIFACTS, hashPath, launchChromium, signIn } from './browser';
import { buildWeb, startPlatform } from './platform';
import type { Platform } from './platform';
import { scaled } from './limits';
import { confirm } from './walk';

const up = await requireChromium();
/** The demo project still open for sign-up, which supplier1 joined and supplier2 did not. */
const OPEN_PROJECT = '办公家具网上竞价';

describe.skipIf(!up)('administrator and supplier pages against the real platform', () => {
  let platform: Platform;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    await buildWeb();
    platform = await startPlatform(scaled(240_000));
    browser = await launchChromium();
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(admin, platform.url, 'admin', '管理员');
  }, scaled(420_000));

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, scaled(30_000));

  const shot = (page: Page, file: string) =>
    page.screenshot({ path: path.join(ARTIFACTS, `admin-supplier-${file}.png`), fullPage: true });
  const freshPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  it(
    'the administrator disables a supplier after a confirmation and enables it again',
    { timeout: scaled(180_000) },
    async () => {
      await admin.goto(`${platform.url}/#/gysManage`);
      await admin.getByLabel('关键字').fill('supplier1');
      await admin.getByRole('button', { name: /查\s*询/ }).click();
      const disable = admin.locator('[data-testid^="disable-"]');
      await expect.poll(() => disable.count(), { timeout: scaled(20_000) }).toBe(1);
      const id = (await disable.getAttribute('data-testid'))!.replace('disable-', '');
      await disable.click();
      await admin.getByText('停用后该用户立即无法登录，已登录的会话也会失效，确定停用吗？').waitFor();
      await confirm(admin);
      await admin.getByTestId(`enable-${id}`).waitFor({ timeout: scaled(20_000) });
      await shot(admin, 'disabled');

      await admin.getByTestId(`enable-${id}`).click();
      await admin.getByText('启用后该用户可以重新登录，确定启用吗？').waitFor();
      await confirm(admin);
      await admin.getByTestId(`disable-${id}`).waitFor({ timeout: scaled(20_000) });

      // Enabled again: the supplier signs in and finds its pending sign-up among its joined projects.
      const supplier1 = await freshPage();
      await signIn(supplier1, platform.url, 'supplier1', '供应商');
      await supplier1.goto(`${platform.url}/#/bid/checksigned`);
      await supplier1.getByRole('cell', { name: OPEN_PROJECT, exact: true }).waitFor({ timeout: scaled(20_000) });
    },
  );

  it('the administrator sees the platform data as charts', { timeout: scaled(120_000) }, async () => {
    await admin.goto(`${platform.url}/#/PortalIndex/index`);
    await admin
      .getByTestId('chart-by-state')
      .locator('svg')
      .first()
      .waitFor({ timeout: scaled(30_000) })
      .catch(async (error: unknown) => {
        await shot(admin, 'platform-data-failed');
        throw error;
      });
    await admin.getByTestId('chart-by-month').locator('svg').first().waitFor();
    await admin.getByTestId('chart-users-by-role').locator('svg').first().waitFor();
    await expect
      .poll(async () => Number((await admin.getByTestId('stat-projects').innerText()).replace(/\D/g, '')), {
        timeout: scaled(20_000),
      })
      .toBeGreaterThan(0);
    await shot(admin, 'platform-data');
  });

  it('a supplier sees the projects it can sign up to', { timeout: scaled(120_000) }, async () => {
    const supplier2 = await freshPage();
    await signIn(supplier2, platform.url, 'supplier2', '供应商');
    await supplier2.goto(`${platform.url}/#/bid/checksign`);
    expect(hashPath(supplier2)).toBe('/bid/checksign');
    await supplier2.getByRole('cell', { name: OPEN_PROJECT, exact: true }).waitFor({ timeout: scaled(20_000) });
    await shot(supplier2, 'checksign');
    // Signing up opens the project's sign-up page.
    await supplier2
      .getByRole('row')
      .filter({ has: supplier2.getByRole('cell', { name: OPEN_PROJECT, exact: true }) })
      .locator('[data-testid^="sign-"]')
      .click();
    await expect.poll(() => hashPath(supplier2)).toBe('/bid/project-sign');
    await supplier2.goto(`${platform.url}/#/sPortalIndex`);
    await supplier2.getByTestId('stat-openProjects').waitFor();
    await expect
      .poll(async () => Number((await supplier2.getByTestId('stat-openProjects').innerText()).replace(/\D/g, '')), {
        timeout: scaled(20_000),
      })
      .toBeGreaterThan(0);
    await shot(supplier2, 'home');
  });
});
