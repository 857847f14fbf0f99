import { UserAudit } from '@bidhall/contracts/routes/user-audit';
import { and, arrayContained, arrayOverlaps, eq } from 'drizzle-orm';
import { ROLES, SELF_REGISTERING_ROLES, canAuditRegistration, isRoleName } from '@bidhall/domain/roles';
import { canWithdrawApproval } from '@bidhall/domain/session-ending';
import { REVIEW_STATES, isReviewState } from '@bidhall/domain/user-review';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { forbidden, userFriendly } from '../../http/errors.ts';
import { lockUser, pagedUsers } from '../users/user-queries.ts';
import { endSessionsIfNarrowed } from '../users/end-sessions.ts';

const AUDITORS = { roles: [ROLES.agency, ROLES.admin] } as const;

/** Agencies see supplier applicants only; administrators see every self-registered user. */
function auditScope(ctx: RequestContext) {
  const session = requireSession(ctx);
  return session.role === ROLES.admin
    ? arrayOverlaps(users.roles, [...SELF_REGISTERING_ROLES])
    : arrayContained(users.roles, [ROLES.supplier]);
}

const stateLabel = (ctx: RequestContext, isReview: number) =>
  isReviewState(isReview) ? REVIEW_STATES[isReview].labels[ctx.lang] : String(isReview);

/** Decides one pending registration; the auditor must be allowed to audit this applicant. */
async function decide(ctx: RequestContext, id: number, isReview: 1 | 2, reason: string | null) {
  const session = requireSession(ctx);
  const applicant = await lockUser(ctx.db, ctx.tenantId, id);
  if (!canAuditRegistration([session.role], applicant.roles.filter(isRoleName))) throw forbidden('audit.notAllowed');
  if (applicant.isReview !== 0) {
    throw userFriendly({ key: 'audit.notPending', params: { state: stateLabel(ctx, applicant.isReview) } });
  }
  await ctx.db
    .update(users)
    .set({ isReview, reviewComment: reason, reviewedBy: session.userId, reviewedAt: ctx.deps.now() })
    .where(eq(users.id, id));
  await endSessionsIfNarrowed(ctx, id, applicant, { ...applicant, isReview });
  return {};
}

/**
 * Withdraws a firm's approval: every approved user of the applicant's company (the applicant
 * alone when it has none) stands returned with the reason, as if its registration had been
 * rejected, and every session of each ends at once; each may correct and resubmit.
 */
async function withdraw(ctx: RequestContext, id: number, reason: string) {
  const session = requireSession(ctx);
  if (id === session.userId) throw forbidden('audit.notAllowed');
  const applicant = await lockUser(ctx.db, ctx.tenantId, id);
  if (!canWithdrawApproval(applicant.isReview)) {
    throw userFriendly({ key: 'audit.notApproved', params: { state: stateLabel(ctx, applicant.isReview) } });
  }
  const firm =
    applicant.companyId === null
      ? [applicant]
      : await ctx.db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, ctx.tenantId), eq(users.companyId, applicant.companyId), eq(users.isReview, 1)))
          .orderBy(users.id)
          .for('update');
  for (const user of firm)
    if (user.id === session.userId || !canAuditRegistration([session.role], user.roles.filter(isRoleName)))
      throw forbidden('audit.notAllowed');
  for (const user of firm) {
    await ctx.db
      .update(users)
      .set({ isReview: 2, reviewComment: reason, reviewedBy: session.userId, reviewedAt: ctx.deps.now() })
      .where(eq(users.id, user.id));
    await endSessionsIfNarrowed(ctx, user.id, user, { ...user, isReview: 2 });
  }
  ctx.log.info(
    { audit: 'userAudit.withdraw', tenantId: ctx.tenantId, byUserId: session.userId, userIds: firm.map((u) => u.id) },
    'approval withdrawn',
  );
  return {};
}

/** The registration audit (/UserAudit): pending list, approve, reject with a reason, withdraw an approval. */
export const userAuditService = service(UserAudit, [
  endpoint(UserAudit.GetPaged, {
    summary: 'Registrations awaiting review (or in another review state) that the caller may audit',
    access: AUDITORS,
    handle: (ctx, input) =>
      pagedUsers(ctx.db, ctx.tenantId, input, [
        auditScope(ctx),
        eq(users.isReview, input.isReview),
        input.role ? arrayOverlaps(users.roles, [input.role]) : undefined,
      ]),
  }),
  endpoint(UserAudit.Approve, {
    summary: 'Approve a pending registration',
    access: AUDITORS,
    handle: (ctx, input) => decide(ctx, input.id, 1, null),
  }),
  endpoint(UserAudit.Reject, {
    summary: 'Return a pending registration with a reason; the applicant may correct and resubmit',
    access: AUDITORS,
    handle: (ctx, input) => decide(ctx, input.id, 2, input.reason),
  }),
  endpoint(UserAudit.Withdraw, {
    summary:
      "Withdraw an approved firm's approval with a reason: its approved users stand returned and every session of each ends at once",
    access: AUDITORS,
    handle: (ctx, input) => withdraw(ctx, input.id, input.reason),
  }),
]);
