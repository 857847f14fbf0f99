import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '@bidhall/contracts/users';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';

/** A wrong current password is a field error, so the form shows it beside that field. */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<boolean> {
  const session = requireSession(ctx);
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId))
    .for('update');
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('user.wrongCurrentPassword', 'currentPassword');
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, session.userId));
  return true;
}
