import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { companies, tenants, users } from '../db/schema.ts';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import type { Actor } from '../modules/projects/actor.ts';
import { DEMO_TENANT } from './demo-accounts.ts';
import type { SeedActors } from './seed-project.ts';

/** A demo account of tenant 1 acting in one of its roles (the second tenant has accounts of the same names). */
export async function actorOf(tx: Db, userName: string, role: RoleName): Promise<Actor> {
  const [row] = await tx
    .select({
      userId: users.id,
      tenantId: users.tenantId,
      name: users.name,
      companyId: users.companyId,
      companyName: companies.companyName,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.userName, userName), eq(users.tenantId, DEMO_TENANT.id)));
  if (!row) throw new Error(`demo account ${userName} is missing from tenant ${DEMO_TENANT.id}`);
  return { ...row, tenantId: row.tenantId!, role };
}

/** Who acts in the demo's projects: the purchaser, the agency, three suppliers and two experts. */
export async function demoActors(tx: Db): Promise<SeedActors> {
  return {
    purchaser: await actorOf(tx, 'purchaser', ROLES.purchaser),
    agency: await actorOf(tx, 'agency', ROLES.agency),
    suppliers: [
      await actorOf(tx, 'supplier1', ROLES.supplier),
      await actorOf(tx, 'supplier2', ROLES.supplier),
      await actorOf(tx, 'supplier3', ROLES.supplier),
    ],
    experts: [await actorOf(tx, 'expert1', ROLES.expert), await actorOf(tx, 'expert2', ROLES.expert)],
  };
}

/** Whether the demo has been written to this database (its tenant is there). */
export async function hasDemoTenant(db: Db): Promise<boolean> {
  return (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, DEMO_TENANT.id))).length > 0;
}
