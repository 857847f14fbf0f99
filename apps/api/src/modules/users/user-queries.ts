import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PagedRequest } from '@bidhall/contracts/abp/paging';
import type { UserDetailDto, UserDto } from '@bidhall/contracts/users';
import { companies, users } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { pageQuery, type FieldAllowlist } from '../../http/filter-sql.ts';

/** What user lists may be filtered and sorted by. */
const USER_FIELDS: FieldAllowlist = {
  id: { column: users.id, type: 'number' },
  userName: { column: users.userName, type: 'string' },
  name: { column: users.name, type: 'string' },
  emailAddress: { column: users.emailAddress, type: 'string' },
  phoneNumber: { column: users.phoneNumber, type: 'string' },
  isActive: { column: users.isActive, type: 'boolean' },
  isReview: { column: users.isReview, type: 'number' },
  companyName: { column: companies.companyName, type: 'string' },
  creationTime: { column: users.createdAt, type: 'date' },
};

type UserRow = typeof users.$inferSelect;

function toUserDto(user: UserRow, companyName: string | null): UserDto {
  return {
    id: user.id,
    tenantId: user.tenantId,
    userName: user.userName,
    name: user.name,
    emailAddress: user.emailAddress,
    phoneNumber: user.phoneNumber,
    roleNames: user.roles,
    isActive: user.isActive,
    isReview: user.isReview,
    reviewComment: user.reviewComment,
    companyId: user.companyId,
    companyName,
    creationTime: user.createdAt.toISOString(),
  };
}

/** One page of a tenant's users; `scope` adds the caller's own conditions (role, review state). */
export async function pagedUsers(db: Db, tenantId: number, input: PagedRequest, scope: (SQL | undefined)[]) {
  const page = pageQuery(input, USER_FIELDS, [sql`${users.id} desc`]);
  const where = and(eq(users.tenantId, tenantId), page.where, ...scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, companyName: companies.companyName })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: rows.map((r) => toUserDto(r.user, r.companyName)) };
}

/** A user of the tenant, with its company; another tenant's user is "not found". */
export async function userDetail(db: Db, tenantId: number, id: number): Promise<UserDetailDto> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
  if (!row) throw notFound(id);
  const company = row.company
    ? {
        id: row.company.id,
        companyName: row.company.companyName,
        creditCode: row.company.creditCode,
        contactName: row.company.contactName,
        address: row.company.address,
      }
    : null;
  return { ...toUserDto(row.user, row.company?.companyName ?? null), company };
}

/** The user row locked for a change, within the caller's tenant. */
export async function lockUser(db: Db, tenantId: number, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)))
    .for('update');
  if (!user) throw notFound(id);
  return user;
}
