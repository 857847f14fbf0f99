// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ARTIFACTS, launchChromium, signIn } from './browser';
import { startPlatform } from './platform';
import type { Platform } from './platform';
import { countdownSeconds, enterLiveHall, moveEnd, quote, rankingAmounts } from './hall-steps';

const up = await requireChromium();

describe.skipIf(!up)('live halls against the real platform (npm start)', () => {
  let platform: Platform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let a: Page;
  let b: Page;
  let agency: Page;
  let screen: Page;
  let projectId: string;

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  async function signedIn(user: string, role: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, platform.url, user, role);
    return { page, context };
  }

  beforeAll(async () => {
    platform = await startPlatform(240_000);
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, 30_000);

  it('opens the live hall for two suppliers, the agency live view and the big screen', async () => {
    ({ page: a } = await signedIn('supplier1', '供应商'));
    projectId = await enterLiveHall(a, platform.url);
    ({ page: b } = await signedIn('supplier2', '供应商'));
    await b.goto(`${platform.url}/#/bid/project-quote?id=${projectId}`);
    ({ page: agency } = await signedIn('agency', '代理机构'));
    await agency.goto(`${platform.url}/#/projectQuoteCheck?id=${projectId}`);
    ({ page: screen } = await signedIn('purchaser', '采购人'));
    await screen.goto(`${platform.url}/#/ScreenCount`);
    // Generous: the machine may be running other platforms and builds meanwhile.
    for (const page of [a, b, agency]) await page.locator('[data-testid=connection][data-status=connected]').waitFor({ timeout: 60_000 });
    await screen.getByTestId('screen-qpm').waitFor({ timeout: 60_000 });
    // The demo window opens a minute after the platform's first start.
    await a.locator('[data-testid=countdown][data-phase=open]').first().waitFor({ timeout: 120_000 });
  }, 360_000);

  it("shows supplier A's quote to the agency, to supplier B and on the big screen", async () => {
    await quote(a, '99000');
    await expect.poll(() => a.getByTestId('own-amount').allInnerTexts(), { timeout: 5_000 }).toEqual(['99,000.00']);
    await expect.poll(() => agency.getByTestId('live-amount').allInnerTexts(), { timeout: 5_000 }).toEqual(['99,000.00']);
    await expect.poll(() => rankingAmounts(b), { timeout: 5_000 }).toEqual(['99,000.00']);
    const company = await agency.getByTestId('live-company').innerText();
    expect(await b.getByTestId('supplier-ranking').innerText()).toContain(company);
    expect(await agency.getByTestId('stat-bidders').innerText()).toBe('1');
    await expect.poll(async () => Number(await screen.getByTestId('screen-qpm').innerText()), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await screen.getByTestId('screen').innerText()).not.toContain('99,000.00');
  }, 60_000);

  it('brings supplier A back after going offline with both of B’s quotes, without a reload', async () => {
    await a.context().setOffline(true);
    await quote(b, '98000');
    await quote(b, '97000');
    await expect.poll(() => agency.getByTestId('live-amount').allInnerTexts(), { timeout: 5_000 }).toEqual(['97,000.00', '99,000.00']);
    await a.context().setOffline(false);
    await expect.poll(() => rankingAmounts(a), { timeout: 30_000 }).toEqual(['97,000.00', '99,000.00']);
    expect(await a.getByTestId('own-rank').innerText()).toBe('2');
    expect(await agency.getByTestId('stat-quotes').innerText()).toBe('3');
  }, 90_000);

  it('shows the end moved by the agency, with its reason, in both supplier halls', async () => {
    const newEnd = await moveEnd(agency, 10, '网络故障，顺延十分钟');
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('window-end').innerText(), { timeout: 5_000 }).toBe(newEnd);
      expect(await page.locator('[data-testid=window-notice][data-kind=corrected]').innerText()).toContain('网络故障，顺延十分钟');
    }
  }, 60_000);

  it('counts down alike in the three halls, within a second', async () => {
    const seconds = await Promise.all([a, b, agency].map(countdownSeconds));
    expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThanOrEqual(1);
  }, 30_000);

  it('keeps the state across a reload', async () => {
    await b.reload();
    await expect.poll(() => b.getByTestId('own-amount').allInnerTexts(), { timeout: 20_000 }).toEqual(['97,000.00', '98,000.00']);
    expect(await rankingAmounts(b)).toEqual(['97,000.00', '99,000.00']);
    await agency.reload();
    await expect.poll(() => agency.getByTestId('live-amount').allInnerTexts(), { timeout: 20_000 }).toEqual(['97,000.00', '99,000.00']);
    await expect.poll(async () => Number(await screen.getByTestId('screen-today').innerText()), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await shot(a, 'hall-supplier');
    await shot(agency, 'hall-agency');
    await shot(screen, 'hall-screen');
  }, 60_000);
});
