import { and, eq, sql } from 'drizzle-orm';
import {
  type IsTenantAvailableOutput,
  type RegisterInput,
  type ResubmitRegistrationInput,
} from '@bidhall/contracts/account';
import type { z } from 'zod';
import { TENANT_AVAILABILITY } from '@bidhall/contracts/tenant-availability';
import { canResubmitRegistration } from '@bidhall/domain/user-review';
import { hashPassword } from '../../auth/passwords.ts';
import { companies, tenants, users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { fieldError, userFriendly } from '../../http/errors.ts';
import { loadPlatformSettings } from '../platform-setting/service.ts';

export async function isTenantAvailable(
  ctx: RequestContext,
  tenancyName: string,
): Promise<z.infer<typeof IsTenantAvailableOutput>> {
  const [tenant] = await ctx.db
    .select({ id: tenants.id, isActive: tenants.isActive })
    .from(tenants)
    .where(sql`lower(${tenants.tenancyName}) = ${tenancyName.toLowerCase()}`);
  if (!tenant) return { state: TENANT_AVAILABILITY.notFound, tenantId: null };
  const state = tenant.isActive ? TENANT_AVAILABILITY.available : TENANT_AVAILABILITY.inactive;
  return { state, tenantId: tenant.id };
}

async function assertUserNameFree(ctx: RequestContext, userName: string): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), sql`lower(${users.userName}) = ${userName.toLowerCase()}`));
  if (taken) throw fieldError('account.userNameTaken', 'userName', { userName });
}

/**
 * A purchaser, agency or supplier registers with its company and waits for the
 * registration audit (isReview 0); it may sign in, but reaches only the audit page.
 */
export async function register(ctx: RequestContext, input: RegisterInput) {
  if (!(await loadPlatformSettings(ctx.db, ctx.tenantId)).registrationOpen)
    throw userFriendly({ key: 'account.registrationClosed' });
  await assertUserNameFree(ctx, input.userName);
  const [company] = await ctx.db
    .insert(companies)
    .values({ tenantId: ctx.tenantId, ...input.company })
    .returning({ id: companies.id });
  const [user] = await ctx.db
    .insert(users)
    .values({
      tenantId: ctx.tenantId,
      userName: input.userName,
      name: input.name,
      emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber,
      passwordHash: await hashPassword(input.password),
      roles: [input.role],
      companyId: company!.id,
      isReview: 0,
    })
    .returning({ id: users.id, isReview: users.isReview });
  return { userId: user!.id, isReview: user!.isReview, canLogin: true };
}

/** A returned registration is corrected and goes back to the audit queue. */
export async function resubmitRegistration(ctx: RequestContext, input: ResubmitRegistrationInput) {
  const session = requireSession(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId)).for('update');
  if (!user || !canResubmitRegistration(user.isReview)) throw userFriendly({ key: 'account.notRejected' });
  if (user.companyId) await ctx.db.update(companies).set(input.company).where(eq(companies.id, user.companyId));
  await ctx.db
    .update(users)
    .set({
      name: input.name,
      emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber,
      isReview: 0,
      reviewComment: null,
      reviewedBy: null,
      reviewedAt: null,
    })
    .where(eq(users.id, user.id));
  return { userId: user.id, isReview: 0, canLogin: true };
}
