import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox, requirements } from '../db/lifecycle-schema.ts';
import { Money, amountToString } from '@bidhall/domain/money';
import { ROLES } from '@bidhall/domain/roles';
import { WebNoticeInput } from '@bidhall/contracts/announcement';
import { createWebNotice } from '../modules/web-notice/routes.ts';
import type { FileStorage } from '../modules/file/storage.ts';
import { seedContext } from './seed-context.ts';
import { seedFiles } from './seed-files.ts';
import { DAY, HOUR } from './demo-timeline.ts';
import { seedResearch } from './seed-research.ts';
import type { DemoScope } from './seed-demo.ts';
import { seedProject, type SeedActors, type SeedProjectSpec } from './seed-project.ts';
import { actorOf, demoActors } from './seed-actors.ts';
import { DRAFTED, PUBLISHED, SIGNED_ALL } from './history-steps.ts';
import { LIVE_PROJECT_NAME, liveProjectSpec } from './live-round.ts';
import { abnormalLowDemoSpec } from './abnormal-low-demo.ts';

const DEMO_WEB_NOTICES: Array<[string, string]> = [
  ['平台系统升级通知', '<p>平台将于本周六 22:00-24:00 升级，期间暂停报价服务。</p>'],
  ['关于规范网上竞价报价行为的通知', '<p>请各供应商如实报价，恶意串通报价将被列入不良记录。</p>'],
];

type Spec = SeedProjectSpec;

/** The closed projects of the past five months, oldest first: what a hospital buys again and again. */
const PAST_MONTHS_NAMES = [
  '门诊打印耗材补充采购',
  '检验科试剂补充采购',
  '病区保洁用品集中采购',
  '职工食堂厨具更新采购',
  '候诊区座椅更换采购',
];

/**
 * Quotes (supplier index, share of the budget) rounded to the hundred: every demo winner stays
 * under its project's budget, as the home pages' savings assume.
 */
function quotesUnder(budget: string, bids: Array<[supplier: number, share: number]>): Spec['quotes'] {
  return bids.map(([supplier, share]) => [
    supplier,
    amountToString(new Money(budget).mul(share).div(100).toDecimalPlaces(0).mul(100)),
  ]);
}

/** Demo projects in every state 0-9 (times relative to `now`), and the live one. */
function specs(now: number, scope: DemoScope): Spec[] {
  const ahead = (days: number) => ({
    applyToTime: now + days * DAY,
    uppriceFromTime: now + days * DAY,
    uppriceToTime: now + days * DAY + 2 * HOUR,
  });
  const daysAgo = (days: number) => ({
    applyToTime: now - (days + 1) * DAY,
    uppriceFromTime: now - days * DAY,
    uppriceToTime: now - days * DAY + HOUR,
  });
  const past = daysAgo(2);
  const threeBiddersUnder = (budget: string) =>
    quotesUnder(budget, [
      [0, 0.98],
      [1, 0.965],
      [2, 0.972],
      [0, 0.958],
    ]);
  const threeBidders = threeBiddersUnder('100000.00');
  const passedAll: Spec['signUps'] = [
    [0, 1],
    [1, 1],
    [2, 1],
  ];
  const bidding: Pick<Spec, 'signUps' | 'quotes' | 'history' | 'announcementTypes'> = {
    signUps: passedAll,
    quotes: threeBidders,
    history: [...PUBLISHED, ...SIGNED_ALL],
    announcementTypes: [0],
  };
  // Closed: result submitted and confirmed, and the result notice the agency publishes afterwards.
  const closed: Pick<Spec, 'signUps' | 'quotes' | 'history' | 'announcementTypes' | 'moves'> = {
    ...bidding,
    announcementTypes: [0, 5],
    moves: [
      [6, 'agency'],
      [7, 'purchaser'],
    ],
  };
  const core: Spec[] = [
    { name: '门诊楼空调维保服务', state: 0, budget: '80000.00', history: [1] },
    { name: '信息科服务器扩容', state: 1, budget: '350000.00', history: [1, 2] },
    {
      name: '后勤保洁用品年度采购',
      state: 2,
      budget: '60000.00',
      times: ahead(5),
      settings: { minBidders: 2 },
      history: [...DRAFTED],
    },
    {
      name: '病房床单被套采购',
      state: 3,
      budget: '45000.00',
      times: ahead(5),
      history: [...DRAFTED, [4, '预算金额需与立项批复一致']],
    },
    {
      name: '检验科试剂采购',
      state: 4,
      budget: '220000.00',
      times: ahead(4),
      settings: { minBidders: 2, disclosure: 2 },
      history: [...DRAFTED, 5],
    },
    {
      name: '办公家具网上竞价',
      state: 5,
      budget: '150000.00',
      times: ahead(3),
      settings: { disclosure: 2, priceCap: '150000.00' },
      history: [...PUBLISHED, 12],
      signUps: [[0, 0]],
      announcementTypes: [0],
    },
    liveProjectSpec(now),
    {
      name: '打印耗材网上竞价',
      state: 5,
      budget: '100000.00',
      times: past,
      settings: { disclosure: 3 },
      ...bidding,
      moves: [[6, 'agency']],
    },
    {
      name: '消毒设备网上竞价',
      state: 5,
      budget: '120000.00',
      times: past,
      settings: { disclosure: 1 },
      ...closed,
      agreement: 'signed',
    },
    {
      name: '食堂餐具网上竞价',
      state: 8,
      budget: '30000.00',
      times: past,
      settings: { minBidders: 3 },
      signUps: [[1, 1]],
      quotes: [[1, '29000.00']],
      history: [...PUBLISHED, 12, 13],
      announcementTypes: [0, 6],
    },
    {
      name: '安防监控网上竞价',
      state: 9,
      budget: '260000.00',
      times: ahead(2),
      paused: true,
      history: [...PUBLISHED],
      announcementTypes: [0, 4],
    },
  ];
  if (scope === 'core') return core;
  return [
    ...core,
    // Scoring (menu B): one finished with its score board, one the experts are scoring now (expert1 has not submitted).
    {
      name: '信息化设备综合评分采购',
      state: 5,
      winbidRule: 5,
      budget: '100000.00',
      times: daysAgo(6),
      settings: { disclosure: 1 },
      ...closed,
      evaluation: {
        panel: [0, 1],
        open: true,
        scores: [
          { expert: 0, points: [35, 30, 20], submit: true },
          { expert: 1, points: [32, 34, 18], submit: true },
        ],
      },
      agreement: 'purchaserSigned',
    },
    {
      name: '物业服务综合评分（评审中）',
      state: 5,
      winbidRule: 9,
      budget: '100000.00',
      times: daysAgo(1),
      settings: { disclosure: 1 },
      ...bidding,
      evaluation: {
        panel: [0, 1],
        open: true,
        scores: [
          { expert: 1, points: [30, 28, 25], submit: true },
          { expert: 0, points: [33, 29, 22], submit: false },
        ],
      },
    },
    // The method "other": the agency names the winner with its reason.
    {
      name: '医疗废物处置服务（综合比选）',
      state: 5,
      winbidRule: 0,
      budget: '100000.00',
      times: daysAgo(3),
      ...bidding,
      announcementTypes: [0, 5],
      moves: [
        [6, 'agency', { winner: 1, reason: '处置资质与转运时效最优' }],
        [7, 'purchaser'],
      ],
      agreement: 'draft',
    },
    // A finished round whose price list flags supplier3's quote to the agency as abnormally low.
    abnormalLowDemoSpec(daysAgo(4)),
    // Past months: the statistics have a line, not a point.
    ...[5, 4, 3, 2, 1].map((months, i): Spec => {
      const budget = `${60 + i * 10}000.00`;
      return {
        name: PAST_MONTHS_NAMES[i]!,
        state: 5,
        monthsAgo: months,
        budget,
        // Sign-up closed a week after the project was set up at the month's mark.
        times: daysAgo(months * 30 - 8),
        ...closed,
        quotes: threeBiddersUnder(budget),
        agreement: 'signed',
      };
    }),
    // Open for sign-up: supplier2 has joined, supplier1 and supplier3 can still sign up.
    {
      name: '图书馆书架网上竞价',
      state: 5,
      budget: '90000.00',
      times: ahead(6),
      history: [...PUBLISHED, 12, 13],
      signUps: [[1, 1]],
      announcementTypes: [0],
    },
  ];
}

/** The multi-role account's firm buys and also acts as agency: its own small set. */
function multiSpecs(now: number): Spec[] {
  const ahead = (days: number) => ({
    applyToTime: now + days * DAY,
    uppriceFromTime: now + days * DAY,
    uppriceToTime: now + days * DAY + 2 * HOUR,
  });
  const past = { applyToTime: now - 3 * DAY, uppriceFromTime: now - 2 * DAY, uppriceToTime: now - 2 * DAY + HOUR };
  const passedAll: Spec['signUps'] = [
    [0, 1],
    [1, 1],
    [2, 1],
  ];
  /** The budget and three quotes under it. */
  const budgetAndQuotes = (budget: string) => ({
    budget,
    quotes: quotesUnder(budget, [
      [2, 0.96],
      [1, 0.95],
      [0, 0.98],
    ]),
  });
  return [
    {
      name: '集团食堂食材配送（待审核）',
      state: 2,
      budget: '300000.00',
      times: { applyToTime: now + 4 * DAY, uppriceFromTime: now + 4 * DAY, uppriceToTime: now + 4 * DAY + 2 * HOUR },
      history: [...DRAFTED],
    },
    {
      name: '集团办公用纸网上竞价',
      state: 5,
      ...budgetAndQuotes('50000.00'),
      times: past,
      signUps: passedAll,
      history: [...PUBLISHED, ...SIGNED_ALL],
      announcementTypes: [0, 5],
      moves: [
        [6, 'agency'],
        [7, 'purchaser'],
      ],
      agreement: 'signed',
    },
    {
      name: '集团安保服务综合评分',
      state: 5,
      winbidRule: 5,
      ...budgetAndQuotes('50000.00'),
      times: past,
      signUps: passedAll,
      history: [...PUBLISHED, ...SIGNED_ALL],
      announcementTypes: [0, 5],
      evaluation: {
        panel: [0, 1],
        open: true,
        scores: [
          { expert: 0, points: [35, 30, 20], submit: true },
          { expert: 1, points: [30, 31, 22], submit: true },
        ],
      },
      moves: [
        [6, 'agency'],
        [7, 'purchaser'],
      ],
      agreement: 'draft',
    },
    { name: '集团绿化养护采购（待发布）', state: 4, budget: '80000.00', times: ahead(4), history: [...DRAFTED, 5] },
    {
      name: '集团电梯维保网上竞价',
      state: 5,
      budget: '70000.00',
      times: ahead(3),
      signUps: [
        [0, 1],
        [1, 0],
      ],
      history: [...PUBLISHED, 12, 13, 12],
      announcementTypes: [0],
    },
    {
      name: '集团办公家具网上竞价（待提交结果）',
      state: 5,
      ...budgetAndQuotes('50000.00'),
      times: past,
      signUps: passedAll,
      history: [...PUBLISHED, ...SIGNED_ALL],
      announcementTypes: [0],
    },
    {
      name: '集团打印服务网上竞价（待确认）',
      state: 5,
      ...budgetAndQuotes('40000.00'),
      times: past,
      signUps: passedAll,
      history: [...PUBLISHED, ...SIGNED_ALL],
      announcementTypes: [0],
      moves: [[6, 'agency']],
    },
  ];
}

/** A market-research project, drafted and then published with its survey, answered by two suppliers. */
async function seedResearchProject(tx: Db, actors: SeedActors, name: string, now: Date) {
  const deadline = now.getTime() + 5 * DAY;
  const id = await seedProject(
    tx,
    actors,
    {
      name,
      state: 4,
      mode: 1,
      budget: '300000.00',
      times: { applyToTime: deadline, uppriceFromTime: deadline, uppriceToTime: deadline },
      history: [...DRAFTED, 5],
    },
    now,
  );
  await seedResearch(tx, actors, id, new Date(deadline), now);
}

/** What only the full demo has: the multi-role account's projects and the platform notices. */
async function seedFullOnly(tx: Db, actors: SeedActors, now: Date) {
  const multi = {
    ...actors,
    purchaser: await actorOf(tx, 'multi', ROLES.purchaser),
    agency: await actorOf(tx, 'multi', ROLES.agency),
  };
  for (const spec of multiSpecs(now.getTime())) await seedProject(tx, multi, spec, now);
  await seedResearchProject(tx, multi, '集团办公电脑市场调研', now);
  const { purchaser: mp, agency: ma } = multi;
  await tx.insert(requirements).values({
    tenantId: mp.tenantId,
    purchaserCompanyId: mp.companyId!,
    purchaserUserId: mp.userId,
    agencyCompanyId: ma.companyId,
    createdAt: now,
    name: '集团会议室改造需求',
    budget: '120000.00',
    state: 1,
  });
  await seedResearchProject(tx, actors, '办公电脑市场调研', now);
  const admin = await actorOf(tx, 'admin', ROLES.admin);
  for (const [title, content] of DEMO_WEB_NOTICES)
    await createWebNotice(seedContext(tx, admin, now), WebNoticeInput.parse({ title, content }));
}

/**
 * The lifecycle part of the demo data (runs inside the demo seed's transaction, once). The
 * seeded quote events are history: they are marked published so the relay does not replay them.
 */
export async function seedLifecycle(tx: Db, now: Date, scope: DemoScope = 'full', files?: FileStorage): Promise<void> {
  const actors = await demoActors(tx);
  // The live project last: the newest, it heads every list (the halls' first rows, whatever else the demo holds).
  const all = specs(now.getTime(), scope);
  for (const spec of all.filter((x) => x.name !== LIVE_PROJECT_NAME)) await seedProject(tx, actors, spec, now);
  if (scope === 'full') await seedFullOnly(tx, actors, now);
  for (const spec of all.filter((x) => x.name === LIVE_PROJECT_NAME)) await seedProject(tx, actors, spec, now);
  if (files) await seedFiles(tx, actors, now, files);
  const { purchaser, agency } = actors;
  const requirement = {
    tenantId: purchaser.tenantId,
    purchaserCompanyId: purchaser.companyId!,
    purchaserUserId: purchaser.userId,
    agencyCompanyId: agency.companyId,
    createdAt: now,
  };
  await tx.insert(requirements).values([
    { ...requirement, name: '医用口罩年度需求', budget: '50000.00', state: 0, agencyCompanyId: null },
    { ...requirement, name: '实验室离心机需求', budget: '180000.00', state: 1 },
    { ...requirement, name: '档案密集柜需求', budget: '90000.00', state: 2 },
  ]);
  await tx
    .update(outbox)
    .set({ publishedAt: now })
    .where(and(isNull(outbox.publishedAt), eq(outbox.tenantId, purchaser.tenantId)));
}
