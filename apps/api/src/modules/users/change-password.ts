import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '@bidhall/contracts/users';
import { hashPassword, verifyAccountPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { loginThrottleOf } from '../token-auth/login-throttle.ts';
import { endSessions } from './end-sessions.ts';

/**
 * The current password is a guess like a sign-in's: counted towards the account and the
 * caller's address before it is checked (login-throttle.ts), so a stolen session cannot try
 * passwords faster than the sign-in page. Called without a transaction of the call's own, so
 * that a wrong guess stays counted; the change itself is one transaction, and ends every
 * session of the user, this one included (the page signs in again with the new password).
 * A wrong current password is a field error, so the form shows it beside that field.
 */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<boolean> {
  const session = requireSession(ctx);
  const throttle = loginThrottleOf(ctx.deps);
  const attempt = await throttle.begin(ctx.db, {
    tenantId: ctx.tenantId,
    account: { userId: session.userId },
    ip: ctx.ip,
  });
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!(await verifyAccountPassword(user?.passwordHash, input.currentPassword)))
    throw fieldError('user.wrongCurrentPassword', 'currentPassword');
  await throttle.succeeded(ctx.db, attempt);
  const passwordHash = await hashPassword(input.newPassword);
  const committed: Array<() => Promise<void>> = [];
  await ctx.db.transaction(async (tx) => {
    const inTx: RequestContext = { ...ctx, db: tx, afterCommit: (task) => void committed.push(task) };
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.userId));
    await endSessions(inTx, session.userId);
  });
  committed.forEach((task) => ctx.afterCommit(task));
  return true;
}
