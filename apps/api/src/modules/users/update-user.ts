import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { UserDetailDto, UserUpdateInput } from '@bidhall/contracts/users';
import { companies, users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { badRequest, type FieldProblem } from '../../http/errors.ts';
import { lockUser, userDetail } from './user-queries.ts';

type UserRow = typeof users.$inferSelect;

/** Whether another user of the tenant signs in with this name: its user name or its e-mail (TokenAuth accepts either). */
async function signsInAs(ctx: RequestContext, exceptId: number, login: string): Promise<boolean> {
  const value = login.toLowerCase();
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, ctx.tenantId),
        ne(users.id, exceptId),
        or(sql`lower(${users.userName}) = ${value}`, sql`lower(${users.emailAddress}) = ${value}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Both names are checked before answering, so the form shows every clash at once. */
async function assertLoginNamesFree(ctx: RequestContext, id: number, input: UserUpdateInput): Promise<void> {
  const problems: FieldProblem[] = [];
  if (await signsInAs(ctx, id, input.userName))
    problems.push({
      message: { key: 'account.userNameTaken', params: { userName: input.userName } },
      members: ['userName'],
    });
  if (await signsInAs(ctx, id, input.emailAddress))
    problems.push({
      message: { key: 'user.emailTaken', params: { email: input.emailAddress } },
      members: ['emailAddress'],
    });
  if (problems.length) throw badRequest({ key: 'error.validation' }, problems);
}

/** The user's company changes for all its users; a user without one gets a new company of the tenant. */
async function saveCompany(ctx: RequestContext, user: UserRow, company: UserUpdateInput['company']): Promise<number> {
  if (user.companyId !== null) {
    await ctx.db
      .update(companies)
      .set(company)
      .where(and(eq(companies.id, user.companyId), eq(companies.tenantId, ctx.tenantId)));
    return user.companyId;
  }
  const [row] = await ctx.db
    .insert(companies)
    .values({ tenantId: ctx.tenantId, ...company })
    .returning({ id: companies.id });
  return row!.id;
}

const PROFILE_FIELDS = ['userName', 'name', 'emailAddress', 'phoneNumber'] as const;

/**
 * User/Update: an administrator corrects a user of the tenant. There is no user audit table,
 * so the change is recorded as a structured `audit` log line: who changed which fields of whom.
 */
export async function updateUser(ctx: RequestContext, input: UserUpdateInput): Promise<UserDetailDto> {
  const session = requireSession(ctx);
  const user = await lockUser(ctx.db, ctx.tenantId, input.id);
  await assertLoginNamesFree(ctx, user.id, input);
  const companyId = await saveCompany(ctx, user, input.company);
  const profile = {
    userName: input.userName,
    name: input.name,
    emailAddress: input.emailAddress,
    phoneNumber: input.phoneNumber,
  };
  await ctx.db
    .update(users)
    .set({ ...profile, companyId })
    .where(eq(users.id, user.id));
  const changed = PROFILE_FIELDS.filter((field) => user[field] !== profile[field]);
  ctx.log.info(
    { audit: 'user.update', tenantId: ctx.tenantId, byUserId: session.userId, userId: user.id, changed, companyId },
    'user updated',
  );
  return userDetail(ctx.db, ctx.tenantId, user.id);
}
