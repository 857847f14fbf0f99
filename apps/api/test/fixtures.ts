import { hashPassword } from '../src/auth/passwords.ts';
import type { Db } from '../src/db/database.ts';
import { companies, tenants, users } from '../src/db/schema.ts';
import type { RoleName } from '@bidhall/domain/roles';

/** A second tenant with one user per given role, for isolation tests. Password: 123qwe. */
export async function createTenant(
  db: Db,
  tenancyName: string,
  accounts: { userName: string; roles: RoleName[]; isReview?: number }[],
) {
  const [tenant] = await db
    .insert(tenants)
    .values({ tenancyName, name: `${tenancyName} 租户` })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ tenantId: tenant!.id, companyName: `${tenancyName} 公司` })
    .returning();
  const passwordHash = await hashPassword('123qwe');
  const rows = await db
    .insert(users)
    .values(
      accounts.map((a) => ({
        tenantId: tenant!.id,
        userName: a.userName,
        name: a.userName,
        passwordHash,
        roles: a.roles,
        companyId: company!.id,
        isReview: a.isReview ?? 1,
      })),
    )
    .returning();
  return { tenant: tenant!, company: company!, users: rows };
}
