import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { quote } from './hall-steps';
import {
  choose,
  completeDrafting,
  BEFORE_OPENING_MS,
  enterHall,
  moveClock,
  moveProject,
  openFromList,
  passReview,
  passSignUps,
  publishNotice,
  saveMinBidders,
  signUpAll,
  movedClockWindow,
  untilPhase,
  type DraftTimes,
} from './lifecycle-steps';
import { pickExperts, writePlan } from './scoring-steps';
import { createContract, publishResultNotice, signBothWays, verifyPublicRecord } from './closing-steps';
import { docShooter } from './docs-shots';
import type { Stage } from './stage';
import { confirm, expectIn, projectIdOf, shooter, signedIn, walkSteps } from './walk';
import { scaled } from './limits';

/** The firm of the demo user `multi`, purchaser and agency at once: this walk's badges stay apart from walk one's. */
const GROUP_FIRM = '城建综合服务集团';
const SUPPLIER_3 = '广州南方医疗器械有限公司';
const SUPPLIER_1 = '北京远航科技有限公司';
/** Each expert's technical and business points per supplier. */
const POINTS: Record<string, Record<string, [string, string]>> = {
  expert1: { [SUPPLIER_3]: ['45', '18'], [SUPPLIER_1]: ['40', '15'] },
  expert2: { [SUPPLIER_3]: ['43', '17'], [SUPPLIER_1]: ['41', '16'] },
};

/**
 * Walk two, comprehensive scoring (winbidRule 5): sealed quotes, opened by the agency after the
 * window, scored by two experts in /BidOpenHall, the result submitted and confirmed.
 */
export function scoringWalk(stage: Stage) {
  const shot = shooter('scoring');
  const doc = docShooter('scoring');
  const step = walkSteps(() => [purchaser, agency, supplier3, supplier1, ...Object.values(experts)], shot);
  const project = { id: 0, name: `检验设备综合评分${Date.now() % 100_000}` };
  let purchaser: Page;
  let agency: Page;
  let supplier3: Page;
  let supplier1: Page;
  const experts: Record<string, Page> = {};
  /** The project's sign-up close and quote window, on the platform's clock. */
  let times: DraftTimes;

  beforeAll(async () => {
    [purchaser, agency, supplier3, supplier1, experts.expert1, experts.expert2] = await Promise.all([
      signedIn(stage.browser(), stage.url(), 'multi', '采购人'),
      signedIn(stage.browser(), stage.url(), 'multi', '代理机构'),
      signedIn(stage.browser(), stage.url(), 'supplier3', '供应商'),
      signedIn(stage.browser(), stage.url(), 'supplier1', '供应商'),
      signedIn(stage.browser(), stage.url(), 'expert1', 'expert'),
      signedIn(stage.browser(), stage.url(), 'expert2', 'expert'),
    ]);
  }, scaled(240_000));

  step(
    'the purchaser creates a scoring project for its agency (/bid/new-bid)',
    async () => {
      await purchaser.goto(`${stage.url()}/#/bid/new-bid`);
      await purchaser.getByTestId('field-projectName').fill(project.name);
      await choose(purchaser, purchaser.getByLabel('成交方式'), '综合评分');
      await purchaser.getByTestId('field-budget').fill('90000');
      await choose(purchaser, purchaser.getByLabel('代理机构'), GROUP_FIRM);
      await purchaser.getByTestId('project-save').click();
      await expectIn()
        .poll(() => purchaser.url(), { timeout: scaled(30_000) })
        .toMatch(/#\/ProjectInfo\?id=\d+/);
      project.id = projectIdOf(purchaser);
      await shot(purchaser, 'created');
      await doc(purchaser, 'created');
    },
    scaled(120_000),
  );

  step(
    'the agency drafts it: bidding, scoring plan, two experts and times (projectPbSetting)',
    async () => {
      await openFromList(agency, stage.url(), '/bid/establishbid', project);
      await agency.getByTestId('drafting-start').click();
      await confirm(agency);
      await agency.getByTestId('open-settings').click({ timeout: scaled(20_000) });
      await saveMinBidders(agency, 2);
      await writePlan(agency);
      await pickExperts(agency, [
        { name: '刘专家', userName: 'expert1' },
        { name: '孙专家', userName: 'expert2' },
      ]);
      await expectIn()
        .poll(() => agency.getByTestId('expert-panel').innerText(), { timeout: scaled(20_000) })
        .toMatch(/刘专家[\s\S]*孙专家|孙专家[\s\S]*刘专家/);
      await shot(agency, 'pb-setting');
      await doc(agency, 'pb-setting');
      times = movedClockWindow(stage.clock());
      await completeDrafting(agency, stage.url(), project.id, times);
      await shot(agency, 'drafted');
    },
    scaled(180_000),
  );

  step(
    'the purchaser passes it',
    async () => {
      await passReview(purchaser, stage.url(), project);
      await shot(purchaser, 'passed');
      await doc(purchaser, 'passed');
    },
    scaled(120_000),
  );

  step(
    'the agency publishes it, two suppliers sign up and the agency passes both',
    async () => {
      await openFromList(agency, stage.url(), '/bid/establishnet', project);
      await publishNotice(agency, '本项目采用综合评分法，欢迎报名。');
      await expectIn()
        .poll(() => agency.getByTestId('notice-list').innerText(), { timeout: scaled(20_000) })
        .toContain('已发布');
      await shot(agency, 'published');
      await doc(agency, 'published');
      await signUpAll(stage.url(), project, [
        [supplier3, '黄供应'],
        [supplier1, '赵供应'],
      ]);
      await shot(supplier3, 'signed-up');
      await doc(supplier3, 'signed-up');
      await openFromList(agency, stage.url(), '/bid/checkSign', project);
      expectIn()(await passSignUps(agency, 2)).toBe(2);
      await shot(agency, 'sign-ups-passed');
    },
    scaled(180_000),
  );

  step(
    'both quote once, sealed, while the window is open',
    async () => {
      await moveClock(stage.clock(), times.uppriceFromTime - BEFORE_OPENING_MS, [supplier3, supplier1]);
      await Promise.all([enterHall(supplier3, stage.url(), project.id), enterHall(supplier1, stage.url(), project.id)]);
      await Promise.all([untilPhase(supplier3, 'open'), untilPhase(supplier1, 'open')]);
      await quote(supplier3, '88000');
      await quote(supplier1, '90000');
      await expectIn()
        .poll(() => supplier3.getByTestId('own-amount').allInnerTexts())
        .toEqual(['88,000.00']);
      await shot(supplier3, 'hall-supplier3');
      await doc(supplier3, 'hall-supplier3');
      await shot(supplier1, 'hall-supplier1');
    },
    scaled(300_000),
  );

  step(
    'after the window the agency opens the quotes (projectPbResultAudit)',
    async () => {
      await stage.clock().moveTo(times.uppriceToTime);
      await untilPhase(supplier1, 'ended');
      await openFromList(agency, stage.url(), '/bid/endBid', project);
      await agency.getByTestId('open-quotes').click({ timeout: scaled(30_000) });
      await confirm(agency);
      await agency.getByTestId('open-quotes').waitFor({ state: 'detached', timeout: scaled(20_000) });
      await shot(agency, 'opened');
      await doc(agency, 'opened');
    },
    scaled(240_000),
  );

  step(
    'both experts score in /BidOpenHall and submit',
    async () => {
      await Promise.all(Object.entries(experts).map(([user, page]) => score(page, user)));
      await expectIn()
        .poll(() => experts.expert1!.getByTestId('experts-submitted').innerText(), { timeout: scaled(30_000) })
        .toBe('2 / 2');
      for (const [user, page] of Object.entries(experts)) await shot(page, `${user}-hall`);
      await doc(experts.expert1!, 'expert-scored');
      for (const page of Object.values(experts)) await listedAsSubmitted(page);
    },
    scaled(180_000),
  );

  step(
    'the agency submits the result and the purchaser confirms it',
    async () => {
      await agency.reload();
      const winners = agency.getByTestId('winners');
      await expectIn()
        .poll(() => winners.innerText(), { timeout: scaled(30_000) })
        .toContain(SUPPLIER_3);
      // 30 price points for the lowest quote, plus the experts' mean technical (44) and business (17.5) points.
      expectIn()(await winners.innerText()).toContain('91.50');
      await moveProject(agency, 'result-submit', 6);
      await shot(agency, 'result-submitted');
      await doc(agency, 'result-submitted');
      await openFromList(purchaser, stage.url(), '/bid/endBid', project);
      await moveProject(purchaser, 'result-confirm', 7);
      expectIn()(await purchaser.getByTestId('winners').innerText()).toContain(SUPPLIER_3);
      await shot(purchaser, 'result-confirmed');
      await doc(purchaser, 'result-confirmed');
    },
    scaled(180_000),
  );

  step(
    'the agency publishes the drafted result notice, the contract is made and signed both ways',
    async () => {
      await publishResultNotice(agency, stage.url(), project, SUPPLIER_3, '88,000.00');
      await doc(agency, 'result-notice');
      await createContract(agency, stage.url(), project, SUPPLIER_3, '88000.00');
      await signBothWays(purchaser, supplier3, stage.url(), project);
      await shot(supplier3, 'countersigned');
      await doc(supplier3, 'countersigned');
    },
    scaled(240_000),
  );

  step(
    'anyone verifies the public record from the result notice, signed out',
    async () => {
      const { page } = await verifyPublicRecord(stage.browser(), stage.url(), project, SUPPLIER_3);
      await shot(page, 'record-verified');
      await doc(page, 'record-verified');
      await page.context().close();
    },
    scaled(120_000),
  );

  /** The expert opens the project's hall from /BidOpen, gives every criterion its points and submits. */
  async function score(page: Page, user: string) {
    await page.goto(`${stage.url()}/#/BidOpen`);
    const row = page.getByTestId('bid-open').locator('tr', { hasText: project.name });
    await row
      .getByTestId('expert-task')
      .filter({ hasText: '待评分' })
      .waitFor({ timeout: scaled(30_000) });
    await row.getByRole('link').click();
    const sheet = page.getByTestId('score-sheet');
    await sheet.waitFor({ timeout: scaled(30_000) });
    for (const [company, [technical, business]] of Object.entries(POINTS[user]!)) {
      const cells = sheet.locator(`input[aria-label^="${company} "]`);
      await cells.nth(0).fill(technical);
      await cells.nth(1).fill(business);
    }
    await sheet.getByRole('button', { name: '提交评分' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认提交' }).click();
    await sheet.getByText(/已于 .* 提交评分/).waitFor({ timeout: scaled(20_000) });
  }

  /** Back in /BidOpen, the expert's list says its scores are in. */
  async function listedAsSubmitted(page: Page) {
    await page.getByRole('button', { name: '返回开标大厅' }).click();
    await page
      .getByTestId('bid-open')
      .locator('tr', { hasText: project.name })
      .getByTestId('expert-task')
      .filter({ hasText: '已提交评分' })
      .waitFor({ timeout: scaled(30_000) });
  }
}
