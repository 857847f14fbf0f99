import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { projectStateLabel } from '@bidhall/domain/project-states';
import type { CountdownPhase } from '@bidhall/contracts/realtime/window';
import { countdownSeconds } from './hall-steps';
import type { MovedClock } from './platform';
import { confirm, expectIn, visit, zoomedIn } from './walk';
import { scaled } from './limits';

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the drafting form's pickers take it (they hold minutes, not seconds). */
export function minuteStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type DraftTimes = Record<'applyToTime' | 'uppriceFromTime' | 'uppriceToTime', number>;

/**
 * A short life: sign-up closes on the first whole minute at least `leadMs` after `from` (the
 * platform's time), the quote window (a minute unless given) opens right then.
 */
export function shortWindow(leadMs: number, from = Date.now(), lengthMs = MINUTE): DraftTimes {
  const opens = Math.ceil((from + leadMs) / MINUTE) * MINUTE;
  return { applyToTime: opens, uppriceFromTime: opens, uppriceToTime: opens + lengthMs };
}

/**
 * The times of a walk on a moved clock: its window opens further ahead of the platform's clock
 * than the steps up to the passed sign-ups could take on the slowest machine, and stays open
 * longer than its quotes could take, since the walk moves the clock to the window's start and
 * end (moveClock) instead of waiting for them.
 */
export const movedClockWindow = (clock: MovedClock) => shortWindow(30 * MINUTE, clock.now(), 10 * MINUTE);

/** How long before the window opens a walk moves the clock: its pages see the countdown open it. */
export const BEFORE_OPENING_MS = 5_000;

/**
 * Moves the platform's clock to `at`, then reloads the pages: a page's estimate of the server's
 * clock keeps its samples for a minute (src/realtime/clock-store.ts), a reloaded one syncs anew.
 * (The end of a window needs no reload: the hall is told the project's new state at once.)
 */
export async function moveClock(clock: MovedClock, at: number, pages: readonly Page[]) {
  await clock.moveTo(at);
  await Promise.all(pages.map((page) => page.reload()));
}

/**
 * Types the three times into the agency's drafting form, one after the other, then checks that
 * each field still holds its own (taking a time in one field never clears another), shown with
 * seconds as every page shows times.
 */
export async function fillTimes(page: Page, times: DraftTimes) {
  const field = (name: string) =>
    page.locator(`input[data-testid="time-${name}"], [data-testid="time-${name}"] input`).first();
  for (const [name, at] of Object.entries(times)) {
    const input = field(name);
    await input.click();
    await input.fill(minuteStamp(at));
    await input.press('Enter');
  }
  for (const [name, at] of Object.entries(times))
    await expect.poll(() => field(name).inputValue()).toBe(`${minuteStamp(at)}:00`);
}

/** Opens a workflow list, finds the project by its name and presses its action. */
export async function openFromList(page: Page, url: string, list: string, project: { id: number; name: string }) {
  await page.goto(`${url}/#${list}`);
  await page.getByLabel('关键字').fill(project.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId(`open-${project.id}`).click({ timeout: scaled(30_000) });
}

/** An option of the antd Select open now (closed ones keep their options in the page, hidden). */
export const openOption = (page: Page, text: string) =>
  page.locator('.ant-select-item-option:visible', { hasText: text }).first();

/**
 * Picks an option of an antd Select opened by clicking `field`, then waits until its dropdown
 * has closed: while it fades out its options still count as visible, and the next choice
 * would otherwise click one of them and wait on it forever once it is hidden.
 */
export async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await openOption(page, option).click();
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

/** The project's state as the project pages show it. */
export const stateText = (page: Page) => page.getByTestId('project-state').first().innerText();

/** Writes the notice's text, previews it and publishes it after the confirmation. */
export async function publishNotice(page: Page, text: string) {
  const editor = page
    .locator('[data-testid=notice-content] [contenteditable=true], [data-testid=notice-content][contenteditable=true]')
    .first();
  await editor.click();
  await editor.pressSequentially(text);
  await page.getByTestId('notice-publish').click();
  await page.getByTestId('notice-preview').waitFor();
  // The preview is a dialog too: a click on its publish button while it zooms in was missed once.
  await zoomedIn(page.locator('.ant-modal', { has: page.getByTestId('notice-preview') }));
  await page.getByTestId('preview-publish').click();
  await confirm(page);
  await page.getByTestId('notice-preview').waitFor({ state: 'detached' });
}

/** The supplier finds the project among those open for sign-up and signs up with a contact. */
export async function signUp(page: Page, url: string, project: { id: number; name: string }, linkman: string) {
  await page.goto(`${url}/#/bid/checksign`);
  await page.getByLabel('关键字').fill(project.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId(`sign-${project.id}`).click({ timeout: scaled(30_000) });
  await page.getByTestId('sign-page').waitFor();
  // The supplier reads the bidding notice and the rules, and says so, before the form opens.
  await page.getByTestId('sign-notice').locator('.ant-card-body').waitFor();
  await page.getByTestId('bidding-rules').getByTestId('terms-window').waitFor();
  await page.getByTestId('sign-read-terms').click();
  await page.getByLabel('联系人').fill(linkman);
  await page.getByTestId('sign-submit').click();
}

/** The agency passes every pending sign-up of the project, one confirmation each; answers how many. */
export async function passSignUps(page: Page, expected: number): Promise<number> {
  const pending = page.locator('[data-testid^="sign-pass-"]');
  await pending.first().waitFor({ timeout: scaled(30_000) });
  let passed = 0;
  while ((await pending.count()) > 0) {
    const before = await pending.count();
    await pending.first().click();
    await confirm(page);
    passed += 1;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid^="sign-pass-"]').length < n, before);
    if (passed > expected) break;
  }
  return passed;
}

/** From its passed sign-up, the supplier enters the project's quote hall. */
export async function enterHall(page: Page, url: string, projectId: number) {
  // Opened anew (the supplier may have left it), the sign-up page shows the sign-up passed.
  await visit(page, url, `/bid/project-sign?id=${projectId}`);
  await page.getByRole('link', { name: '进入报价大厅' }).click({ timeout: scaled(30_000) });
  await page.getByTestId('supplier-hall').waitFor({ timeout: scaled(30_000) });
}

/**
 * Waits until the page's countdown shows the phase, for as long as the countdown itself says
 * (plus a margin for a slow machine), never a blind sleep.
 */
export async function untilPhase(page: Page, phase: CountdownPhase) {
  const countdown = page.locator(`[data-testid=countdown][data-phase=${phase}]`).first();
  const left = page.getByTestId('countdown-left').first();
  // A page still loading shows neither yet.
  await countdown
    .or(left)
    .first()
    .waitFor({ timeout: scaled(30_000) });
  if ((await countdown.count()) > 0) return;
  const seconds = await countdownSeconds(page);
  await countdown.waitFor({ timeout: seconds * 1000 + scaled(45_000) });
}

/** Presses an action that moves the project, confirms, and waits for the state it moves to. */
export async function moveProject(page: Page, action: string, to: number) {
  await page.getByTestId(action).click();
  await confirm(page);
  await expectIn()
    .poll(() => stateText(page), { timeout: scaled(20_000) })
    .toBe(projectStateLabel(to, 'zh-CN'));
}

/** On /projectPbSetting: two valid bidders are enough for the walks' two suppliers (the default is 3). */
export async function saveMinBidders(agency: Page, count: number) {
  await agency.getByLabel('最少有效供应商数').fill(String(count));
  await agency.getByTestId('pb-setting-save').click();
  await agency.getByText('竞价设置已保存').waitFor();
}

/** The agency gives the project its times on /projectInfo and completes drafting (1 -> 2). */
export async function completeDrafting(agency: Page, url: string, projectId: number, times: DraftTimes) {
  await agency.goto(`${url}/#/projectInfo?id=${projectId}`);
  await fillTimes(agency, times);
  await agency.getByTestId('project-save').click();
  await agency.getByText('项目信息已保存').waitFor();
  await moveProject(agency, 'drafting-complete', 2);
}

/** The purchaser opens the drafted project from /bid/check-bid and passes it (2 -> 4). */
export async function passReview(purchaser: Page, url: string, project: { id: number; name: string }) {
  await openFromList(purchaser, url, '/bid/check-bid', project);
  await moveProject(purchaser, 'review-pass', 4);
}

/** Each supplier signs up; all wait for the agency's audit. */
export async function signUpAll(
  url: string,
  project: { id: number; name: string },
  suppliers: readonly [Page, string][],
) {
  await Promise.all(suppliers.map(([page, linkman]) => signUp(page, url, project, linkman)));
  for (const [page] of suppliers)
    await expectIn()
      .poll(() => page.getByTestId('sign-status').innerText(), { timeout: scaled(20_000) })
      .toBe('待审核');
}
