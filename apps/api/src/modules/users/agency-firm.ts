import { and, arrayContains, eq, exists, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { companies, users } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

/** An enabled, approved user of the tenant holding the agency role. */
export const isAgent = (tenantId: number) =>
  and(
    eq(users.tenantId, tenantId),
    arrayContains(users.roles, [ROLES.agency]),
    eq(users.isActive, true),
    eq(users.isReview, 1),
  );

/**
 * A company of the tenant is an agency firm when at least one such user belongs to it; `also`
 * narrows the users that count (a keyword on their names).
 */
export const isAgencyFirm = (db: Db, tenantId: number, also?: SQL) =>
  and(
    eq(companies.tenantId, tenantId),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(isAgent(tenantId), eq(users.companyId, companies.id), also)),
    ),
  );
