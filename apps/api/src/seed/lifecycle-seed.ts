import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox, requirements } from '../db/lifecycle-schema.ts';
import { companies, users } from '../db/schema.ts';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import type { Actor } from '../modules/projects/actor.ts';
import { seedProject, type SeedActors, type SeedProjectSpec } from './seed-project.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The live demo project's name: its quote window opens one minute after the first start. */
export const LIVE_PROJECT_NAME = '【演示】医用耗材网上竞价（实时）';

const DRAFTED = [1, 2, 3] as const;
const PUBLISHED = [...DRAFTED, 5, 6] as const;
/** Three sign-ups, each passed: one 12 (by that supplier) and one 13 (the agency) per supplier. */
const SIGNED_ALL = [12, 13, 12, 13, 12, 13] as const;

/** Demo projects in every state 0-9 (times relative to `now`), and the live one. */
function specs(now: number): SeedProjectSpec[] {
  const ahead = (days: number) => ({ applyToTime: now + days * DAY, uppriceFromTime: now + days * DAY, uppriceToTime: now + days * DAY + 2 * HOUR });
  const past = { applyToTime: now - 3 * DAY, uppriceFromTime: now - 2 * DAY, uppriceToTime: now - 2 * DAY + HOUR };
  const threeBidders: SeedProjectSpec['quotes'] = [[0, '98000.00'], [1, '96500.00'], [2, '97200.00'], [0, '95800.00']];
  const passedAll: SeedProjectSpec['signUps'] = [[0, 1], [1, 1], [2, 1]];
  return [
    { name: '门诊楼空调维保服务', state: 0, budget: '80000.00', history: [1] },
    { name: '信息科服务器扩容', state: 1, budget: '350000.00', history: [1, 2] },
    { name: '后勤保洁用品年度采购', state: 2, budget: '60000.00', times: ahead(5), settings: { minBidders: 2 }, history: [...DRAFTED] },
    { name: '病房床单被套采购', state: 3, budget: '45000.00', times: ahead(5), history: [...DRAFTED, [4, '预算金额需与立项批复一致']] },
    { name: '检验科试剂采购', state: 4, budget: '220000.00', times: ahead(4), settings: { minBidders: 2, disclosure: 2 }, history: [...DRAFTED, 5] },
    {
      name: '办公家具网上竞价', state: 5, budget: '150000.00', times: ahead(3), settings: { disclosure: 2, priceCap: '150000.00' },
      history: [...PUBLISHED, 12], signUps: [[0, 0]], announcementTypes: [0],
    },
    {
      name: LIVE_PROJECT_NAME, state: 5, budget: '100000.00',
      times: { applyToTime: now + MINUTE, uppriceFromTime: now + MINUTE, uppriceToTime: now + MINUTE + 30 * MINUTE },
      settings: { disclosure: 3, priceCap: '100000.00', minStep: '100.00', minBidders: 3 },
      history: [...PUBLISHED, ...SIGNED_ALL], signUps: passedAll, announcementTypes: [0],
    },
    {
      name: '打印耗材网上竞价', state: 5, budget: '100000.00', times: past, settings: { disclosure: 3 }, signUps: passedAll, quotes: threeBidders,
      history: [...PUBLISHED, ...SIGNED_ALL], announcementTypes: [0], moves: [[6, 'agency']],
    },
    {
      name: '消毒设备网上竞价', state: 5, budget: '120000.00', times: past, settings: { disclosure: 1 }, signUps: passedAll, quotes: threeBidders,
      history: [...PUBLISHED, ...SIGNED_ALL], announcementTypes: [0], moves: [[6, 'agency'], [7, 'purchaser']],
    },
    {
      name: '食堂餐具网上竞价', state: 8, budget: '30000.00', times: past, settings: { minBidders: 3 }, signUps: [[1, 1]], quotes: [[1, '29000.00']],
      history: [...PUBLISHED, 12, 13], announcementTypes: [0, 6],
    },
    { name: '安防监控网上竞价', state: 9, budget: '260000.00', times: ahead(2), paused: true, history: [...PUBLISHED], announcementTypes: [0, 4] },
  ];
}

async function actorOf(tx: Db, userName: string, role: RoleName): Promise<Actor> {
  const [row] = await tx
    .select({ userId: users.id, tenantId: users.tenantId, name: users.name, companyId: users.companyId, companyName: companies.companyName })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.userName, userName));
  return { ...row!, tenantId: row!.tenantId!, role };
}

/**
 * The lifecycle part of the demo data (runs inside the demo seed's transaction, once). The
 * seeded quote events are history: they are marked published so the relay does not replay them.
 */
export async function seedLifecycle(tx: Db, now: Date): Promise<void> {
  const actors: SeedActors = {
    purchaser: await actorOf(tx, 'purchaser', ROLES.purchaser),
    agency: await actorOf(tx, 'agency', ROLES.agency),
    suppliers: [await actorOf(tx, 'supplier1', ROLES.supplier), await actorOf(tx, 'supplier2', ROLES.supplier), await actorOf(tx, 'supplier3', ROLES.supplier)],
  };
  for (const spec of specs(now.getTime())) await seedProject(tx, actors, spec, now);
  const { purchaser, agency } = actors;
  const requirement = { tenantId: purchaser.tenantId, purchaserCompanyId: purchaser.companyId!, purchaserUserId: purchaser.userId, agencyCompanyId: agency.companyId, createdAt: now };
  await tx.insert(requirements).values([
    { ...requirement, name: '医用口罩年度需求', budget: '50000.00', state: 0, agencyCompanyId: null },
    { ...requirement, name: '实验室离心机需求', budget: '180000.00', state: 1 },
    { ...requirement, name: '档案密集柜需求', budget: '90000.00', state: 2 },
  ]);
  await tx.update(outbox).set({ publishedAt: now }).where(and(isNull(outbox.publishedAt), eq(outbox.tenantId, purchaser.tenantId)));
}
