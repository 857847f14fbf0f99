import { eq, sql } from 'drizzle-orm';
import { accessNarrowed, type UserAccess } from '@bidhall/domain/session-ending';
import { users } from '../../db/schema.ts';
import { appendUserEvent } from '../../events/append.ts';
import type { RequestContext } from '../../http/context.ts';

/**
 * Ends every session of a user in the caller's transaction: the user's session version goes up,
 * so each token issued before is refused at its next REST call (http/session.ts), and once the
 * change commits every gateway closes the user's sockets and refuses those tokens at the
 * handshake (`sessions.ended` on the bus). A token issued afterwards carries the new version.
 */
export async function endSessions(ctx: RequestContext, userId: number): Promise<void> {
  const [row] = await ctx.db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tenantId: users.tenantId, sessionVersion: users.sessionVersion });
  if (!row) return;
  await appendUserEvent(ctx, {
    // A host user has no tenant; its events go out under the tenant of the call.
    tenantId: row.tenantId ?? ctx.tenantId,
    userId,
    type: 'sessions.ended',
    payload: { userId, sessionVersion: row.sessionVersion },
  });
}

/** Ends the user's sessions when a change took something its tokens allowed (domain: accessNarrowed). */
export async function endSessionsIfNarrowed(
  ctx: RequestContext,
  userId: number,
  before: UserAccess,
  after: UserAccess,
): Promise<void> {
  if (accessNarrowed(before, after)) await endSessions(ctx, userId);
}
