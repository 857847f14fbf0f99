import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { AGREEMENT_STATES } from '@bidhall/domain/agreement-states';
import { ARTIFACTS } from './browser';
import { publishNotice } from './lifecycle-steps';
import { confirm, expectIn, visit } from './walk';
import { scaled } from './limits';

type Project = { id: number; name: string };

/**
 * The agency opens the result notice the confirmation drafted (projectResultNotice), finds the
 * winner and amount in it, and publishes it.
 */
export async function publishResultNotice(agency: Page, url: string, project: Project, winner: string, amount: string) {
  await agency.goto(`${url}/#/projectResultNotice?id=${project.id}`);
  const drafted = agency.getByTestId('notice-content');
  await expectIn()
    .poll(() => drafted.innerText(), { timeout: scaled(20_000) })
    .toContain(winner);
  expectIn()(await drafted.innerText()).toContain(amount);
  await publishNotice(agency, `本项目成交供应商为${winner}，成交金额${amount}元。`);
  const list = agency.getByTestId('notice-list');
  await expectIn()
    .poll(() => list.innerText(), { timeout: scaled(20_000) })
    .toContain('已发布');
  expectIn()(await list.innerText()).toContain(winner);
}

/** The agency makes the contract for the winner (projectAgreementManage), its amount taken from the result. */
export async function createContract(agency: Page, url: string, project: Project, winner: string, amount: string) {
  await agency.goto(`${url}/#/projectAgreementManage?id=${project.id}`);
  await agency.getByTestId('agreement-create').click();
  const dialog = agency.getByRole('dialog');
  await expectIn()
    .poll(() => dialog.getByTestId('agreement-amount').inputValue())
    .toBe(amount);
  await dialog.getByTestId('agreement-title').fill(contractTitle(project));
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  const table = agency.getByTestId('agreement-table');
  await expectIn()
    .poll(() => table.innerText(), { timeout: scaled(20_000) })
    .toContain(contractTitle(project));
  expectIn()(await table.innerText()).toContain(winner);
}

export const contractTitle = (project: Project) => `${project.name}合同`;

/** The contract's row on the user's /myAgreement, once it is listed. */
async function contractRow(page: Page, url: string, project: Project) {
  await visit(page, url, '/myAgreement');
  const row = page.getByTestId('agreement-table').locator('tr', { hasText: contractTitle(project) });
  await row.waitFor({ timeout: scaled(30_000) });
  return row;
}

const stateLabel = (state: keyof typeof AGREEMENT_STATES) => AGREEMENT_STATES[state].labels['zh-CN'];

/**
 * The purchaser signs the contract on its /myAgreement, then the winning supplier countersigns it
 * on its own; the purchaser's list shows the supplier's signature afterwards.
 */
export async function signBothWays(purchaser: Page, supplier: Page, url: string, project: Project) {
  const offered = await contractRow(purchaser, url, project);
  expectIn()(await offered.innerText()).toContain(stateLabel(0));
  await offered.locator('[data-testid^="sign-"]').click();
  await confirm(purchaser);
  await expectIn()
    .poll(() => offered.innerText(), { timeout: scaled(20_000) })
    .toContain(stateLabel(1));
  const waiting = await contractRow(supplier, url, project);
  expectIn()(await waiting.innerText()).toContain(stateLabel(1));
  await waiting.locator('[data-testid^="countersign-"]').click();
  await confirm(supplier);
  await expectIn()
    .poll(() => waiting.innerText(), { timeout: scaled(20_000) })
    .toContain(stateLabel(2));
  const signed = await contractRow(purchaser, url, project);
  expectIn()(await signed.innerText()).toContain(stateLabel(2));
}

/**
 * Anyone, signed out: the project's result notice among the public results, the head it prints,
 * its record downloaded, and the verification page holding the file to that head, the winner
 * recomputed from the quotes named by firm. Answers the page left on the verdict.
 */
export async function verifyPublicRecord(browser: Browser, url: string, project: Project, winner: string) {
  const page = await (
    await browser.newContext({ acceptDownloads: true, viewport: { width: 1366, height: 900 } })
  ).newPage();
  await page.goto(`${url}/#/user/login`);
  await page.getByTestId('login-public-results').click();
  const notice = page.getByTestId('public-result').filter({ hasText: project.name }).first();
  await notice
    .getByRole('link', { name: new RegExp(project.name) })
    .first()
    .click({ timeout: scaled(30_000) });
  await page.getByTestId('record-box').waitFor({ timeout: scaled(30_000) });
  const head = (await page.getByTestId('record-public-head').innerText()).trim();
  expectIn()(head).toMatch(/^[0-9a-f]{64}$/);
  // The notice prints the head its record ends on: a copy of the notice is enough to check a file.
  expectIn()(await page.getByTestId('public-result-notice').innerText()).toContain(head);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('record-download').click()]);
  // A folder of its own: end-to-end files run side by side on platforms of their own, where
  // the same project id names different records.
  const file = path.join(await mkdtemp(path.join(ARTIFACTS, 'record-')), `record-${project.id}.json`);
  await download.saveAs(file);
  await page.getByTestId('record-verify-link').click();
  await page.getByTestId('record-verdict').waitFor({ timeout: scaled(30_000) });
  expectIn()(await page.getByTestId('record-notice-head').inputValue()).toBe(head);
  await page.locator('input[type=file]').setInputFiles(file);
  // The verdict on screen is the server copy's until the file's replaces it, naming the file.
  await page
    .getByText(`record-${project.id}.json`)
    .first()
    .waitFor({ timeout: scaled(30_000) });
  const verdict = await page.getByTestId('record-verdict').innerText();
  const broken = await page.locator('[data-testid^="check-"][data-status="fail"]').allInnerTexts();
  expectIn()(broken, `${verdict}: ${broken.join(' | ')}`).toEqual([]);
  expectIn()(await page.getByTestId('record-verdict').getAttribute('data-holds')).toBe('true');
  for (const name of ['chain', 'link', 'head', 'stream'])
    expectIn()(await page.getByTestId(`check-${name}`).getAttribute('data-status'), name).toBe('ok');
  return { page, head, winner };
}
