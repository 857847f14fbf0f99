import { User } from '@bidhall/contracts/routes/users';
import { arrayContains, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { userFriendly } from '../../http/errors.ts';
import { agencyList } from './agency-list.ts';
import { changePassword } from './change-password.ts';
import { revokeRole } from './revoke-role.ts';
import { updateUser } from './update-user.ts';
import { lockUser, pagedUsers, userDetail } from './user-queries.ts';
import { endSessionsIfNarrowed } from './end-sessions.ts';

const ADMIN = { roles: [ROLES.admin] } as const;
/** Those who hand a project to an agency: the purchaser, and the administrator overseeing them. */
const PROJECT_OWNERS = { roles: [ROLES.purchaser, ROLES.admin] } as const;

async function setActive(ctx: RequestContext, id: number, isActive: boolean) {
  const session = requireSession(ctx);
  if (!isActive && id === session.userId) throw userFriendly({ key: 'user.cannotDisableSelf' });
  const user = await lockUser(ctx.db, ctx.tenantId, id);
  await ctx.db.update(users).set({ isActive }).where(eq(users.id, id));
  await endSessionsIfNarrowed(ctx, id, user, { ...user, isActive });
  return {};
}

/** Administrator user management (lists by role, details, edit, enable/disable) and the agency picker's list. */
export const userService = service(User, [
  endpoint(User.GetPaged, {
    summary: "The tenant's users, by role, active flag and review state",
    access: ADMIN,
    handle: (ctx, input) =>
      pagedUsers(ctx.db, ctx.tenantId, input, [
        input.role ? arrayContains(users.roles, [input.role]) : undefined,
        input.isActive === undefined ? undefined : eq(users.isActive, input.isActive),
        input.isReview === undefined ? undefined : eq(users.isReview, input.isReview),
      ]),
  }),
  endpoint(User.Get, {
    summary: 'One user with its company',
    access: ADMIN,
    handle: (ctx, input) => userDetail(ctx.db, ctx.tenantId, input.id),
  }),
  endpoint(User.Update, {
    summary:
      "Correct a user's user name, name, e-mail, phone and company; a user name or e-mail another account signs in with is a 400",
    access: ADMIN,
    handle: updateUser,
  }),
  endpoint(User.GetAgencyList, {
    summary: "The tenant's agency firms (with an enabled, approved agency user), by keyword, for the new project form",
    access: PROJECT_OWNERS,
    handle: agencyList,
  }),
  endpoint(User.ChangePassword, {
    summary:
      'The signed-in user changes their own password, giving the current one; every session of the user ends, this one included',
    access: 'signedIn',
    // A wrong current password must stay counted although the call fails (change-password.ts).
    transactional: false,
    handle: changePassword,
  }),
  endpoint(User.Enable, {
    summary: 'Let a user sign in again',
    access: ADMIN,
    handle: (ctx, input) => setActive(ctx, input.id, true),
  }),
  endpoint(User.Disable, {
    summary: 'Stop a user from signing in; every session of the user ends at once (REST and sockets)',
    access: ADMIN,
    handle: (ctx, input) => setActive(ctx, input.id, false),
  }),
  endpoint(User.RevokeRole, {
    summary:
      "Take one role from a user (never the last one, never one's own); every session of the user ends at once (REST and sockets)",
    access: ADMIN,
    handle: revokeRole,
  }),
]);
