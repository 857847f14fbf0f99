import { and, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../db/database.ts';
import { companies, tenants, users } from '../db/schema.ts';
import type { Actor } from '../modules/projects/actor.ts';
import { seedProject } from './seed-project.ts';

const DAY = 86_400_000;

/** The small second tenant: isolation can be seen (sign in with tenancy name `Demo2`) and tested. */
const SECOND_TENANT = { tenancyName: 'Demo2', name: '第二示范租户（区妇幼保健院）' } as const;
export const SECOND_TENANT_PROJECTS = ['【租户2】妇幼保健院办公桌椅采购', '【租户2】妇幼保健院B超探头采购'] as const;

/** Its purchaser and agency sign in with the same names and password as tenant 1's. */
export async function seedSecondTenant(tx: Db, passwordHash: string, now: Date): Promise<number> {
  const [tenant] = await tx.insert(tenants).values(SECOND_TENANT).returning({ id: tenants.id });
  const tenantId = tenant!.id;
  const actor = async (
    userName: string,
    name: string,
    role: typeof ROLES.purchaser | typeof ROLES.agency,
    companyName: string,
    creditCode: string,
  ): Promise<Actor> => {
    const [company] = await tx
      .insert(companies)
      .values({ tenantId, companyName, creditCode, contactName: name, address: '北京市朝阳区' })
      .returning({ id: companies.id });
    await tx.insert(users).values({
      tenantId,
      userName,
      name,
      emailAddress: `${userName}@demo2.bidhall.example`,
      phoneNumber: '13900000000',
      passwordHash,
      roles: [role],
      companyId: company!.id,
      isReview: 1,
    });
    const [row] = await tx
      .select({ userId: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName)));
    return { userId: row!.userId, tenantId, name, companyId: company!.id, companyName, role };
  };
  const purchaser = await actor('purchaser', '钱采购', ROLES.purchaser, '区妇幼保健院', '12110000MB0456789D');
  const agency = await actor('agency', '孙代理', ROLES.agency, '正信招标咨询有限公司', '91110000MA07GHJK7P');
  const actors = { purchaser, agency, suppliers: [], experts: [] };
  const times = {
    applyToTime: now.getTime() + 5 * DAY,
    uppriceFromTime: now.getTime() + 5 * DAY,
    uppriceToTime: now.getTime() + 5 * DAY + 2 * 3_600_000,
  };
  await seedProject(
    tx,
    actors,
    { name: SECOND_TENANT_PROJECTS[0], state: 2, budget: '40000.00', times, history: [1, 2, 3] },
    now,
  );
  await seedProject(
    tx,
    actors,
    { name: SECOND_TENANT_PROJECTS[1], state: 4, budget: '120000.00', times, history: [1, 2, 3, 5] },
    now,
  );
  return tenantId;
}
