import { eq } from 'drizzle-orm';
import type { UserDetailDto, UserRevokeRoleInput } from '@bidhall/contracts/users';
import { ROLE_LABELS } from '@bidhall/domain/roles';
import { roleRevocationRefusal } from '@bidhall/domain/session-ending';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import { endSessionsIfNarrowed } from './end-sessions.ts';
import { lockUser, userDetail } from './user-queries.ts';

/**
 * User/RevokeRole: an administrator takes one role from a user of the tenant. The tokens the
 * user holds were issued with that role, so every session of the user ends with the change
 * (REST 401 at the next call, sockets closed); the user signs in again with what is left.
 */
export async function revokeRole(ctx: RequestContext, input: UserRevokeRoleInput): Promise<UserDetailDto> {
  const session = requireSession(ctx);
  if (input.id === session.userId) throw userFriendly({ key: 'user.cannotChangeOwnRoles' });
  const user = await lockUser(ctx.db, ctx.tenantId, input.id);
  const refusal = roleRevocationRefusal(user.roles, input.roleName);
  if (refusal) throw userFriendly({ key: `user.${refusal}`, params: { role: ROLE_LABELS[input.roleName][ctx.lang] } });
  const roles = user.roles.filter((role) => role !== input.roleName);
  await ctx.db.update(users).set({ roles }).where(eq(users.id, user.id));
  await endSessionsIfNarrowed(ctx, user.id, user, { ...user, roles });
  ctx.log.info(
    {
      audit: 'user.revokeRole',
      tenantId: ctx.tenantId,
      byUserId: session.userId,
      userId: user.id,
      role: input.roleName,
    },
    'role revoked',
  );
  return userDetail(ctx.db, ctx.tenantId, user.id);
}
