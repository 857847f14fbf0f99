import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { AGENCY_BADGE_KEYS, PURCHASER_BADGE_KEYS, purchaserBadgeCounts } from '@bidhall/domain/badges';
import type { AgencyBadgeKey, PurchaserBadgeKey } from '@bidhall/domain/badges';
import { requirementStateLabel } from '@bidhall/domain/requirement-states';
import { quote } from './hall-steps';
import { createContract, publishResultNotice, signBothWays, verifyPublicRecord } from './closing-steps';
import { docShooter } from './docs-shots';
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
import type { Stage } from './stage';
import {
  badgeCounts,
  confirm,
  countsOnOpening,
  expectIn,
  projectIdOf,
  shooter,
  signedIn,
  visit,
  walkSteps,
} from './walk';
import { scaled } from './limits';

/** Where the menus get their counts (src/badges/fetch-counts.ts): the agency's, and the purchaser's project list. */
const AGENCY_COUNTS = '/MenuNum/GetCgrNum';
const PURCHASER_COUNTS = '/Sproject/GetListByRole';
const AGENCY_FIRM = '华信招标代理有限公司';
const SUPPLIER_1 = '北京远航科技有限公司';

/**
 * Walk one, price bidding (winbidRule 1, lowest price): from the purchaser's requirement to the
 * contract, through the browser only, with the menu badges checked at every step that moves them.
 * The demo data holds projects of its own, so a badge is checked against its count when the walk
 * began plus what the walk has added.
 */
export function priceWalk(stage: Stage) {
  const shot = shooter('price');
  const doc = docShooter('price');
  const step = walkSteps(() => [purchaser, agency, supplier1, supplier2], shot);
  const project = { id: 0, name: `复印纸年度采购${Date.now() % 100_000}` };
  let purchaser: Page;
  let agency: Page;
  let supplier1: Page;
  let supplier2: Page;
  let agencyBase: Record<AgencyBadgeKey, number>;
  /** The project's sign-up close and quote window, on the platform's clock. */
  let times: DraftTimes;
  let purchaserBase: Record<PurchaserBadgeKey, number>;

  /** Opens a list of the role's menu (which refreshes the counts) and checks every badge of the role. */
  async function agencyBadges(list: string, added: Partial<Record<AgencyBadgeKey, number>> = {}) {
    await visit(agency, stage.url(), list);
    const expected = Object.fromEntries(AGENCY_BADGE_KEYS.map((k) => [k, agencyBase[k] + (added[k] ?? 0)]));
    await expectIn()
      .poll(() => badgeCounts(agency, AGENCY_BADGE_KEYS), { timeout: scaled(20_000) })
      .toEqual(expected);
    await shot(agency, `badges${list.replace(/\//g, '-')}`);
  }
  async function purchaserBadges(list: string, added: Partial<Record<PurchaserBadgeKey, number>> = {}) {
    await visit(purchaser, stage.url(), list);
    const expected = Object.fromEntries(PURCHASER_BADGE_KEYS.map((k) => [k, purchaserBase[k] + (added[k] ?? 0)]));
    await expectIn()
      .poll(() => badgeCounts(purchaser, PURCHASER_BADGE_KEYS), { timeout: scaled(20_000) })
      .toEqual(expected);
    await shot(purchaser, `badges${list.replace(/\//g, '-')}`);
  }

  beforeAll(async () => {
    [purchaser, agency, supplier1, supplier2] = await Promise.all([
      signedIn(stage.browser(), stage.url(), 'purchaser', '采购人'),
      signedIn(stage.browser(), stage.url(), 'agency', '代理机构'),
      signedIn(stage.browser(), stage.url(), 'supplier1', '供应商'),
      signedIn(stage.browser(), stage.url(), 'supplier2', '供应商'),
    ]);
    // What the demo data alone counts, as the api answers the menus when the walk begins.
    const agencyCounts = await countsOnOpening(agency, stage.url(), '/bid/checkrfq', AGENCY_COUNTS);
    agencyBase = Object.fromEntries(
      AGENCY_BADGE_KEYS.map((k) => [k, (agencyCounts as Record<AgencyBadgeKey, number>)[k]]),
    ) as Record<AgencyBadgeKey, number>;
    purchaserBase = purchaserBadgeCounts(
      (await countsOnOpening(purchaser, stage.url(), '/bid/new-rfq', PURCHASER_COUNTS)) as { state: number }[],
    );
  }, scaled(240_000));

  step(
    'the purchaser raises a requirement at /bid/new-rfq and sends it to the agency',
    async () => {
      // The menus first show the demo data's counts, as the api gave them.
      await agencyBadges('/bid/checkrfq');
      await purchaserBadges('/bid/new-rfq');
      await purchaser.getByTestId('requirement-new').click();
      const dialog = purchaser.getByRole('dialog');
      await dialog.getByLabel('需求名称').fill(project.name);
      await dialog.getByLabel('预算金额').fill('100000');
      await choose(purchaser, dialog.getByLabel('代理机构'), AGENCY_FIRM);
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = purchaser.getByTestId('requirement-table').locator('tr', { hasText: project.name });
      await row.locator('[data-testid^="send-"]').click();
      await confirm(purchaser);
      await expectIn()
        .poll(() => row.getByTestId('requirement-state').innerText(), { timeout: scaled(20_000) })
        .toBe(requirementStateLabel(1, 'zh-CN'));
      await shot(purchaser, 'requirement-sent');
      await doc(purchaser, 'requirement-sent');
      await agencyBadges('/bid/checkrfq', { waitRfqNum: 1 });
    },
    scaled(120_000),
  );

  step(
    'the agency receives it at /bid/checkrfq and drafts it into a project',
    async () => {
      const row = agency.getByTestId('requirement-table').locator('tr', { hasText: project.name });
      await row.locator('[data-testid^="receive-"]').click();
      await confirm(agency);
      await row.locator('[data-testid^="draft-"]').click({ timeout: scaled(20_000) });
      await confirm(agency);
      await expectIn()
        .poll(() => agency.url(), { timeout: scaled(30_000) })
        .toMatch(/#\/projectInfo\?id=\d+/);
      project.id = projectIdOf(agency);
      await agency.getByTestId('drafting-start').click();
      await confirm(agency);
      await agency.getByTestId('project-info-form').waitFor({ timeout: scaled(20_000) });
      await shot(agency, 'drafting');
      await doc(agency, 'drafting');
      // The requirement left the count and the project it became came in.
      await agencyBadges('/bid/establishbid', { waitEditNum: 1 });
    },
    scaled(120_000),
  );

  step(
    'the agency sets the bidding (projectPbSetting) and the times, and completes drafting',
    async () => {
      await agency.goto(`${stage.url()}/#/projectPbSetting?id=${project.id}`);
      // A step of 100 measured from the best, which a quote must beat, the amounts shown to the
      // bidders without names: the offers below follow the best.
      await agency.getByTestId('field-minStep').fill('100');
      await agency.getByRole('switch', { name: '须优于当前最优报价' }).click();
      await agency.getByLabel('当前最优报价', { exact: true }).check();
      await choose(agency, agency.getByLabel('报价公开方式'), '半公开（仅报价）');
      await saveMinBidders(agency, 2);
      await shot(agency, 'pb-setting');
      await doc(agency, 'bidding-rules');
      times = movedClockWindow(stage.clock());
      await completeDrafting(agency, stage.url(), project.id, times);
      await shot(agency, 'drafted');
      await doc(agency, 'drafted');
      await agencyBadges('/bid/establishbid');
      await purchaserBadges('/bid/check-bid', { waitCheckNum: 1 });
    },
    scaled(120_000),
  );

  step(
    'the purchaser passes it (/bid/check-bid → ProjectInfoRead)',
    async () => {
      await passReview(purchaser, stage.url(), project);
      await shot(purchaser, 'passed');
      await doc(purchaser, 'passed');
      await purchaserBadges('/bid/check-bid');
      await agencyBadges('/bid/establishnet', { waitHangNetNum: 1 });
    },
    scaled(120_000),
  );

  step(
    'the agency publishes it with the bidding announcement (/bid/establishnet → projectBidNotice)',
    async () => {
      await openFromList(agency, stage.url(), '/bid/establishnet', project);
      await publishNotice(agency, '欢迎符合资格的供应商报名参加本次网上竞价。');
      const list = agency.getByTestId('notice-list');
      await expectIn()
        .poll(() => list.innerText(), { timeout: scaled(20_000) })
        .toContain(`${project.name}竞价公告`);
      expectIn()(await list.innerText()).toContain('已发布');
      await shot(agency, 'published');
      await doc(agency, 'published');
      await agencyBadges('/bid/establishnet');
    },
    scaled(120_000),
  );

  step(
    'two suppliers sign up (/bid/checksign → project-sign)',
    async () => {
      await signUpAll(stage.url(), project, [
        [supplier1, '赵供应'],
        [supplier2, '陈供应'],
      ]);
      await shot(supplier1, 'signed-up');
      await doc(supplier1, 'signed-up');
      // The badge counts projects with sign-ups waiting (the rows of /bid/checkSign), not the sign-ups.
      await agencyBadges('/bid/checkSign', { waitApplyNum: 1 });
    },
    scaled(120_000),
  );

  step(
    'the agency passes both sign-ups (/bid/checkSign → projectSignAudit)',
    async () => {
      await openFromList(agency, stage.url(), '/bid/checkSign', project);
      expectIn()(await passSignUps(agency, 2)).toBe(2);
      await shot(agency, 'sign-ups-passed');
      await doc(agency, 'sign-ups-passed');
      await agencyBadges('/bid/checkSign');
    },
    scaled(120_000),
  );

  step(
    'both quote in the live hall once its countdown opens the window',
    async () => {
      await moveClock(stage.clock(), times.uppriceFromTime - BEFORE_OPENING_MS, [supplier1, supplier2]);
      await Promise.all([enterHall(supplier1, stage.url(), project.id), enterHall(supplier2, stage.url(), project.id)]);
      await Promise.all([untilPhase(supplier1, 'open'), untilPhase(supplier2, 'open')]);
      await quote(supplier1, '96000');
      await quote(supplier2, '95500');
      // Behind, supplier 1 is offered the best less one step, never its own last quote less one.
      await expectIn()
        .poll(() => supplier1.getByTestId('best-amount').innerText(), { timeout: scaled(20_000) })
        .toBe('95,500.00');
      await expectIn()
        .poll(() => supplier1.getByTestId('step-one').innerText())
        .toContain('95,400.00');
      expectIn()(await supplier1.getByTestId('step-two').innerText()).toContain('95,300.00');
      await doc(supplier1, 'hall-offers');
      await supplier1.getByTestId('step-one').click();
      await confirm(supplier1);
      await expectIn()
        .poll(() => supplier1.getByTestId('own-amount').allInnerTexts())
        .toEqual(['95,400.00', '96,000.00']);
      // Now supplier 2 is behind: its offer is the new best less one step.
      await expectIn()
        .poll(() => supplier2.getByTestId('best-amount').innerText(), { timeout: scaled(20_000) })
        .toBe('95,400.00');
      await expectIn()
        .poll(() => supplier2.getByTestId('step-one').innerText())
        .toContain('95,300.00');
      await expectIn()
        .poll(() => supplier2.getByTestId('own-amount').allInnerTexts())
        .toEqual(['95,500.00']);
      await shot(supplier1, 'hall-supplier1');
      await shot(supplier2, 'hall-supplier2');
      await doc(supplier2, 'hall-behind');
    },
    scaled(300_000),
  );

  step(
    'after the window ends the agency submits the result (/bid/endBid → projectQuoteAudit)',
    async () => {
      await stage.clock().moveTo(times.uppriceToTime);
      await untilPhase(supplier1, 'ended');
      await shot(supplier1, 'hall-ended');
      await agencyBadges('/bid/endBid', { waitConfirmNum: 1 });
      await openFromList(agency, stage.url(), '/bid/endBid', project);
      const winners = agency.getByTestId('winners');
      await expectIn()
        .poll(() => winners.innerText(), { timeout: scaled(20_000) })
        .toContain(SUPPLIER_1);
      expectIn()(await winners.innerText()).toContain('95,400.00');
      await moveProject(agency, 'result-submit', 6);
      await shot(agency, 'result-submitted');
      await doc(agency, 'result-submitted');
      await agencyBadges('/bid/endBid');
      await purchaserBadges('/bid/endBid', { waitResultNum: 1 });
    },
    scaled(240_000),
  );

  step(
    'the purchaser confirms the result (/bid/endBid → projectQuoteAudit)',
    async () => {
      await openFromList(purchaser, stage.url(), '/bid/endBid', project);
      await moveProject(purchaser, 'result-confirm', 7);
      await shot(purchaser, 'result-confirmed');
      await doc(purchaser, 'result-confirmed');
      await purchaserBadges('/bid/endBid');
    },
    scaled(120_000),
  );

  step(
    'the agency reviews the result notice the confirmation drafted, and publishes it (projectResultNotice)',
    async () => {
      await publishResultNotice(agency, stage.url(), project, SUPPLIER_1, '95,400.00');
      await shot(agency, 'result-notice');
      await doc(agency, 'result-notice');
    },
    scaled(120_000),
  );

  step(
    'the agency makes the contract, the purchaser signs it and the winner countersigns it (/myAgreement)',
    async () => {
      await createContract(agency, stage.url(), project, SUPPLIER_1, '95400.00');
      await shot(agency, 'contract');
      await signBothWays(purchaser, supplier1, stage.url(), project);
      await shot(supplier1, 'countersigned');
      await doc(supplier1, 'countersigned');
    },
    scaled(180_000),
  );

  step(
    'anyone verifies the public record from the result notice, signed out',
    async () => {
      const { page } = await verifyPublicRecord(stage.browser(), stage.url(), project, SUPPLIER_1);
      expectIn()(await page.getByTestId('check-winner').getAttribute('data-status')).toBe('ok');
      await shot(page, 'record-verified');
      await doc(page, 'record-verified');
      await page.context().close();
    },
    scaled(120_000),
  );
}
