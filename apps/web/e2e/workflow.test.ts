// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ARTIFACTS, launchChromium, signIn } from './browser';
import { buildWeb, startPlatform } from './platform';
import type { Platform } from './platform';
import { fillTimes, publishNotice } from './lifecycle-steps';
import { confirm } from './walk';
import { scaled } from './limits';

const up = await requireChromium();
const DAY = 24 * 3600 * 1000;

describe.skipIf(!up)('a project from the purchaser to publication, through the browser only', () => {
  let platform: Platform;
  let browser: Browser;
  let purchaser: Page;
  let agency: Page;
  let projectId = 0;
  const name = `电脑采购${Date.now() % 100000}`;

  beforeAll(async () => {
    await buildWeb();
    platform = await startPlatform(scaled(240_000));
    // The one file whose pages animate as they do for most users (browser.ts, fullMotion).
    browser = await launchChromium({ fullMotion: true });
    purchaser = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    agency = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(purchaser, platform.url, 'purchaser', '采购人');
    await signIn(agency, platform.url, 'agency', '代理机构');
  }, scaled(420_000));

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, scaled(30_000));

  const shot = (page: Page, file: string) =>
    page.screenshot({ path: path.join(ARTIFACTS, `workflow-${file}.png`), fullPage: true });
  const stateOf = (page: Page) => page.getByTestId('project-summary').getByTestId('project-state').innerText();
  const open = async (page: Page, list: string) => {
    await page.goto(`${platform.url}/#${list}`);
    await page.getByTestId(`open-${projectId}`).click();
  };

  it('the purchaser creates a project', { timeout: scaled(90_000) }, async () => {
    await purchaser.goto(`${platform.url}/#/bid/new-bid`);
    await purchaser.getByTestId('field-projectName').fill(name);
    await purchaser.getByTestId('field-budget').fill('250000');
    await purchaser.getByTestId('project-save').click();
    await expect.poll(() => purchaser.url(), { timeout: scaled(30_000) }).toMatch(/#\/ProjectInfo\?id=\d+/);
    projectId = Number(new URL(purchaser.url().replace('#/', '')).searchParams.get('id'));
    expect(projectId).toBeGreaterThan(0);
    await shot(purchaser, 'created');
  });

  it('the agency drafts it, with its times, and sends it for review', { timeout: scaled(120_000) }, async () => {
    await open(agency, '/bid/establishbid');
    await agency.getByTestId('drafting-start').click();
    await confirm(agency);
    const now = Date.now();
    await fillTimes(agency, {
      applyToTime: now + 2 * DAY,
      uppriceFromTime: now + 3 * DAY,
      uppriceToTime: now + 4 * DAY,
    });
    await agency.getByTestId('project-save').click();
    await agency.getByText('项目信息已保存').waitFor();
    await agency.getByTestId('drafting-complete').click();
    await confirm(agency);
    await expect.poll(() => stateOf(agency), { timeout: scaled(20_000) }).toBe('已编制待采购人审核');
    await shot(agency, 'drafted');
  });

  it('the purchaser passes it', { timeout: scaled(90_000) }, async () => {
    await open(purchaser, '/bid/check-bid');
    await purchaser.getByTestId('review-pass').click();
    await confirm(purchaser);
    await expect.poll(() => stateOf(purchaser), { timeout: scaled(20_000) }).toBe('审核通过未发布');
    await shot(purchaser, 'passed');
  });

  it('the agency publishes it with the bidding announcement', { timeout: scaled(90_000) }, async () => {
    await open(agency, '/bid/establishnet');
    // Publishing goes through the preview, then the confirmation.
    await publishNotice(agency, '欢迎符合资格的供应商报名参加。');
    const list = agency.getByTestId('notice-list');
    await expect.poll(() => list.innerText(), { timeout: scaled(20_000) }).toContain(`${name}竞价公告`);
    expect(await list.innerText()).toContain('已发布');
    await expect.poll(() => agency.getByTestId('notice-editor').count()).toBe(0);
    await shot(agency, 'published');
  });
});
