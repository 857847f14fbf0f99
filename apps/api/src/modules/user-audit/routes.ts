import { UserAudit } from '@bidhall/contracts/calls/user-audit';
import { arrayContained, arrayOverlaps, eq } from 'drizzle-orm';
import { ROLES, SELF_REGISTERING_ROLES, canAuditRegistration, isRoleName } from '@bidhall/domain/roles';
import { REVIEW_STATES, isReviewState } from '@bidhall/domain/user-review';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { forbidden, userFriendly } from '../../http/errors.ts';
import { lockUser, pagedUsers } from '../users/user-queries.ts';
import { forgetSessions } from '../../http/session-lookup.ts';
import { endSessionsIfNarrowed } from '../users/end-sessions.ts';

const AUDITORS = { roles: [ROLES.agency, ROLES.admin] } as const;

/** Agencies see supplier applicants only; administrators see every self-registered user. */
function auditScope(ctx: RequestContext) {
  const session = requireSession(ctx);
  return session.role === ROLES.admin
    ? arrayOverlaps(users.roles, [...SELF_REGISTERING_ROLES])
    : arrayContained(users.roles, [ROLES.supplier]);
}

/** Decides one pending registration; the auditor must be allowed to audit this applicant. */
async function decide(ctx: RequestContext, id: number, isReview: 1 | 2, reason: string | null) {
  const session = requireSession(ctx);
  const applicant = await lockUser(ctx.db, ctx.tenantId, id);
  if (!canAuditRegistration([session.role], applicant.roles.filter(isRoleName))) throw forbidden('audit.notAllowed');
  if (applicant.isReview !== 0) {
    const state = isReviewState(applicant.isReview)
      ? REVIEW_STATES[applicant.isReview].labels[ctx.lang]
      : String(applicant.isReview);
    throw userFriendly({ key: 'audit.notPending', params: { state } });
  }
  await ctx.db
    .update(users)
    .set({ isReview, reviewComment: reason, reviewedBy: session.userId, reviewedAt: ctx.deps.now() })
    .where(eq(users.id, id));
  ctx.afterCommit(forgetSessions(ctx));
  await endSessionsIfNarrowed(ctx, id, applicant, { ...applicant, isReview });
  return {};
}

/** The registration audit (/UserAudit): pending list, approve, reject with a reason. */
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
]);
