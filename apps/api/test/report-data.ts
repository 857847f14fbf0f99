import type { Db } from '../src/db/database.ts';
import { eApplies, projects, quotes } from '../src/db/lifecycle-schema.ts';
import { companies, tenants, users } from '../src/db/schema.ts';
import type { TokenService } from '../src/http/tokens.ts';
import { ROLES, type RoleName } from '@bidhall/domain/roles';

const MIN = 60_000;
const { admin, purchaser, supplier, expert } = ROLES;
const FIRMS = [
  '市第一人民医院',
  '华信招标代理有限公司',
  '北京远航科技有限公司',
  '上海恒信办公设备有限公司',
  '广州南方医疗器械有限公司',
  '城建综合服务集团',
  '评审专家库',
];
const PEOPLE: [string, RoleName[], number, number?][] = [
  ['admin', [admin], 0],
  ['purchaser', [purchaser], 0],
  ['agency', [ROLES.agency], 1],
  ['supplier1', [supplier], 2],
  ['supplier2', [supplier], 3],
  ['supplier3', [supplier], 4],
  ['multi', [purchaser, ROLES.agency], 5],
  ['expert1', [expert], 6],
  ['expert2', [expert], 6, 0],
];

/** A tenant of its own, so that the demo seed's projects never blur the figures; tokens issued directly. */
export async function createReportTenant(db: Db, tokens: TokenService, now: Date) {
  const [tenant] = await db.insert(tenants).values({ tenancyName: 'reports', name: '报表租户' }).returning();
  const tenantId = tenant!.id;
  const firms = await db
    .insert(companies)
    .values(FIRMS.map((companyName) => ({ tenantId, companyName })))
    .returning();
  const rows = await db
    .insert(users)
    .values(
      PEOPLE.map(([userName, roles, firm, isReview]) => ({
        tenantId,
        userName,
        name: userName,
        passwordHash: 'x',
        roles,
        companyId: firms[firm]!.id,
        isReview: isReview ?? 1,
      })),
    )
    .returning();
  const people = new Map(rows.map((u) => [u.userName, u]));
  const tokenFor = async (userName: string, role: RoleName) =>
    (
      await tokens.issue({
        sub: String(people.get(userName)!.id),
        tenantId,
        role,
        roles: people.get(userName)!.roles as RoleName[],
      })
    ).accessToken;
  await seedReportData(db, tenantId, people, new Map(firms.map((f) => [f.id, f.companyName])), now);
  return { tenantId, tokenFor };
}

/**
 * Crafted report data in the demo tenant, relative to `now`: two closed projects with
 * savings, one live window with quotes, one awaiting review of another purchasing unit, a
 * research project, and a deleted project that no report may count.
 */
async function seedReportData(
  db: Db,
  tenantId: number,
  people: Map<string, typeof users.$inferSelect>,
  firms: Map<number, string>,
  now: Date,
) {
  const person = (name: string) => people.get(name)!;
  const hospital = person('purchaser').companyId!;
  const agency = person('agency').companyId!;
  const base = {
    tenantId,
    purchaserCompanyId: hospital,
    purchaserUserId: person('purchaser').id,
    agencyCompanyId: agency,
  };
  const at = (iso: string) => new Date(iso);
  const rows = await db
    .insert(projects)
    .values([
      {
        ...base,
        projectNum: 'R-1',
        name: '办公桌椅',
        state: 7,
        budget: '1000.00',
        winAmount: '900.00',
        winnerSupplierId: person('supplier1').companyId,
        createdAt: at('2026-10-05T02:00:00Z'),
      },
      {
        ...base,
        projectNum: 'R-2',
        name: '医疗耗材',
        state: 7,
        projectType: 2,
        winbidRule: 5,
        budget: '500.00',
        winAmount: '450.50',
        winnerSupplierId: person('supplier2').companyId,
        createdAt: at('2026-11-02T02:00:00Z'),
      },
      {
        ...base,
        projectNum: 'R-3',
        name: '电脑竞价',
        state: 5,
        budget: '300.00',
        applyToTime: new Date(now.getTime() + 5 * MIN),
        uppriceFromTime: new Date(now.getTime() - 10 * MIN),
        uppriceToTime: new Date(now.getTime() + 10 * MIN),
        createdAt: at('2026-11-10T02:00:00Z'),
      },
      {
        ...base,
        projectNum: 'R-4',
        name: '集团保洁',
        state: 2,
        purchaserCompanyId: person('multi').companyId!,
        purchaserUserId: person('multi').id,
        agencyCompanyId: person('multi').companyId,
        createdAt: at('2026-11-15T02:00:00Z'),
      },
      {
        ...base,
        projectNum: 'R-5',
        name: '市场调研',
        state: 4,
        mode: 1,
        projectType: 3,
        winbidRule: 0,
        createdAt: at('2026-11-16T02:00:00Z'),
      },
      {
        ...base,
        projectNum: 'R-6',
        name: '已删除',
        state: 7,
        budget: '99999.00',
        winAmount: '1.00',
        isDeleted: true,
        createdAt: at('2026-11-01T02:00:00Z'),
      },
    ])
    .returning();
  const [closed, , live] = rows;
  const quote = (projectId: number, user: string, seq: number, amount: string, acceptedAt: Date) => {
    const u = person(user);
    return {
      tenantId,
      projectId,
      supplierId: u.companyId!,
      userId: u.id,
      clientQuoteId: `r-${projectId}-${seq}`,
      amount,
      seq,
      acceptedAt,
    };
  };
  await db
    .insert(quotes)
    .values([
      quote(live!.id, 'supplier1', 1, '290.00', new Date(now.getTime() - 5 * MIN)),
      quote(live!.id, 'supplier2', 2, '285.00', new Date(now.getTime() - 3 * MIN)),
      quote(live!.id, 'supplier1', 3, '280.00', new Date(now.getTime() - 30_000)),
      quote(closed!.id, 'supplier1', 1, '900.00', at('2026-10-20T02:00:00Z')),
      quote(closed!.id, 'supplier3', 2, '950.00', at('2026-10-20T03:00:00Z')),
    ]);
  const signUp = (user: string, status: number) => {
    const u = person(user);
    return {
      tenantId,
      projectId: live!.id,
      supplierId: u.companyId!,
      userId: u.id,
      companyName: firms.get(u.companyId!)!,
      status,
      submittedAt: new Date(now.getTime() - 20 * MIN),
    };
  };
  await db.insert(eApplies).values([signUp('supplier1', 1), signUp('supplier2', 1), signUp('supplier3', 0)]);
  return { closed: closed!, live: live! };
}
