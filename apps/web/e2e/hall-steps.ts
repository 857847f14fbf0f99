import type { Page } from 'playwright-core';
import { confirm } from './walk';
import { scaled } from './limits';

/** The demo project whose quote window opens a minute after the platform's first start. */
export const LIVE_PROJECT = '【演示】医用耗材网上竞价（实时）';

/** Opens the quote hall list and the live project's hall from it; answers the project id. */
export async function enterLiveHall(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/#/uppriceIndex`);
  const row = page.locator('tr', { hasText: LIVE_PROJECT });
  await row.getByRole('link').click({ timeout: scaled(60_000) });
  await page.getByTestId('supplier-hall').waitFor({ timeout: scaled(60_000) });
  return new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '';
}

/** Types an amount, checks its uppercase form is shown, submits and confirms. */
export async function quote(page: Page, amount: string) {
  await page.getByTestId('quote-input').fill(amount);
  await page.getByTestId('quote-uppercase').waitFor();
  await page.getByTestId('quote-submit').click();
  await page.getByRole('button', { name: '确认提交' }).waitFor();
  // Pressed once the confirmation has zoomed in: a click while it still moves can miss.
  await confirm(page);
}

export const rankingAmounts = (page: Page) =>
  page.locator('[data-testid=supplier-ranking] [data-testid=ranking-amount]').allInnerTexts();

/** The seconds left on the page's countdown ("HH:MM:SS"). */
export async function countdownSeconds(page: Page): Promise<number> {
  return clockSeconds(await page.getByTestId('countdown-left').first().innerText());
}

function clockSeconds(text: string): number {
  const [h, m, s] = text.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
}

/**
 * The seconds left on each page's countdown, read by every page at one moment of the machine's
 * clock, which the browser shares: read one after another, the pages answer in turn, seconds
 * apart on a loaded machine. A reading a page took more than a quarter second late (its timer
 * held up) is taken again.
 */
export async function countdownsAtOnce(pages: Page[]): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    const at = Date.now() + scaled(1_000);
    const reads = await Promise.all(
      pages.map((page) =>
        page.evaluate(async (at) => {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
          const late = Date.now() - at;
          return { text: document.querySelector('[data-testid=countdown-left]')?.textContent ?? '', late };
        }, at),
      ),
    );
    if (reads.every((r) => r.late < 250) || attempt === 5) return reads.map((r) => clockSeconds(r.text));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** The agency moves the end by `minutes` with a reason, confirming; answers the new end as shown. */
export async function moveEnd(agency: Page, minutes: number, reason: string): Promise<string> {
  const left = clockSeconds(
    await agency.evaluate(() => document.querySelector('[data-testid=countdown-left]')?.textContent ?? ''),
  );
  const end = new Date(Math.ceil((Date.now() + left * 1000) / 60_000) * 60_000 + minutes * 60_000);
  await agency.getByTestId('op-adjust').click();
  const dialog = agency.locator('.ant-modal', { hasText: '新的结束时间' });
  await dialog.locator('.ant-picker input').fill(stamp(end));
  await dialog.locator('.ant-picker input').press('Enter');
  await dialog.getByLabel('调整原因').fill(reason);
  await dialog.getByRole('button', { name: '确 认' }).click();
  await confirm(agency);
  return stamp(end);
}
