// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ARTIFACTS, launchChromium } from './browser';
import { buildWeb, startPlatform } from './platform';
import type { Platform } from './platform';
import { scaled } from './limits';

const up = await requireChromium();
const DEMO_PASSWORD = '123qwe';

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
  });
  const body = (await res.json()) as { result: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.error?.message}`);
  return body.result;
}

/**
 * The demo's finished auction (state 7, quotes in its record) gets its result announcement
 * from the agency, through the api: the setting of the scene, not what is under test.
 */
async function publishDemoResultNotice(base: string): Promise<string> {
  const api = `${base}/api/services/app`;
  const { accessToken: token } = await call<{ accessToken: string }>(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    body: JSON.stringify({ userNameOrEmailAddress: 'agency', password: DEMO_PASSWORD, selectRole: '代理机构' }),
  });
  const finished = await call<{ items: Array<{ id: number; projectName: string }> }>(
    `${api}/Sproject/GetPaged?state=7&mode=0&MaxResultCount=100`,
    { token },
  );
  for (const project of finished.items) {
    const record = await call<{ entries: Array<{ event?: { type: string } }> }>(
      `${api}/PublicRecord/Get?projectId=${project.id}`,
    );
    if (!record.entries.some((e) => e.event?.type === 'quote.accepted')) continue;
    const title = `${project.projectName} result ${Date.now() % 100_000}`;
    const draft = await call<{ id: number }>(`${api}/Announcement/CreateOrUpdate`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        projectId: project.id,
        type: 5,
        title,
        content: '<p>The result of the auction.</p>',
        attachmentIds: [],
      }),
    });
    await call(`${api}/Announcement/Publish`, { method: 'POST', token, body: JSON.stringify({ id: draft.id }) });
    return title;
  }
  throw new Error('the demo data holds no finished auction (state 7) with quotes');
}

/**
 * Issue 23 from outside, without an account: a finished demo auction's result announcement
 * links to its record; the record is downloaded and checked on the verification page against
 * the head the notice prints; an edited copy is refused with the entry that breaks the chain.
 */
describe.skipIf(!up)('the public auction record in Chromium, signed out', () => {
  let platform: Platform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let recordFile = '';
  let publicHead = '';

  beforeAll(async () => {
    await buildWeb();
    platform = await startPlatform(scaled(240_000));
    browser = await launchChromium();
    context = await browser.newContext({ acceptDownloads: true, locale: 'en-US' });
    page = await context.newPage();
  }, scaled(420_000));

  afterAll(async () => {
    await page
      ?.screenshot({ path: path.join(ARTIFACTS, 'public-record-last.png'), fullPage: true })
      .catch(() => undefined);
    await browser?.close();
    await platform?.stop();
  }, scaled(30_000));

  it(
    'downloads the record from a result announcement, with the heads the notice prints',
    { timeout: scaled(120_000) },
    async () => {
      const title = await publishDemoResultNotice(platform.url);
      await page.goto(`${platform.url}/#/user/login`);
      await page.getByText('English', { exact: true }).click();
      await page.getByTestId('login-public-results').click();
      await page.getByTestId('public-result').filter({ hasText: title }).getByRole('link', { name: title }).click();
      await page.getByTestId('record-box').waitFor({ timeout: scaled(30_000) });
      publicHead = (await page.getByTestId('record-public-head').innerText()).trim();
      expect(publicHead).toMatch(/^[0-9a-f]{64}$/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('record-download').click(),
      ]);
      recordFile = path.join(ARTIFACTS, 'public-record.json');
      await download.saveAs(recordFile);
      const saved = JSON.parse(readFileSync(recordFile, 'utf8')) as { result: { cut: string; publicHead: string } };
      expect(saved.result).toMatchObject({ cut: 'public', publicHead });
    },
  );

  it(
    'verifies the downloaded file on the verification page against the notice head',
    { timeout: scaled(60_000) },
    async () => {
      await page.goto(`${platform.url}/#/record/verify`);
      await page.getByTestId('record-notice-head').fill(publicHead);
      await page.locator('input[type=file]').setInputFiles(recordFile);
      const verdict = page.getByTestId('record-verdict');
      await verdict.waitFor({ timeout: scaled(30_000) });
      expect(await verdict.getAttribute('data-holds')).toBe('true');
      for (const name of ['chain', 'link', 'head', 'stream', 'winner'])
        expect(await page.getByTestId(`check-${name}`).getAttribute('data-status'), name).toBe('ok');
      expect(await page.getByTestId('check-head').innerText()).toContain('printed on the result notice');
    },
  );

  it('refuses an edited copy and says which entry breaks the chain', { timeout: scaled(60_000) }, async () => {
    const saved = JSON.parse(readFileSync(recordFile, 'utf8')) as {
      result: { entries: Array<{ event?: { seq: number; type: string; payload: { amount?: string } } }> };
    };
    const quote = saved.result.entries.find((e) => e.event?.type === 'quote.accepted')!.event!;
    quote.payload.amount = '1.00';
    const edited = path.join(ARTIFACTS, 'public-record-edited.json');
    writeFileSync(edited, JSON.stringify(saved));
    await page.reload();
    await page.locator('input[type=file]').setInputFiles(edited);
    await page.getByTestId('record-verdict').waitFor({ timeout: scaled(30_000) });
    expect(await page.getByTestId('record-verdict').getAttribute('data-holds')).toBe('false');
    expect(await page.getByTestId('check-chain').getAttribute('data-status')).toBe('fail');
    expect(await page.getByTestId('check-chain').innerText()).toContain(`(seq ${quote.seq}) breaks the chain`);
  });
});
