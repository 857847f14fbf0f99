import { arrayContains, eq } from 'drizzle-orm';
import { Empty, EntityDto } from '@bidhall/contracts/abp/envelope';
import { pagedResult } from '@bidhall/contracts/abp/paging';
import { AgencyDto, AgencyListInput, ChangePasswordInput, UserDetailDto, UserDto, UserPagedInput, UserUpdateInput } from '@bidhall/contracts/users';
import { z } from 'zod';
import { ROLES } from '@bidhall/domain/roles';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { userFriendly } from '../../http/errors.ts';
import { agencyList } from './agency-list.ts';
import { changePassword } from './change-password.ts';
import { updateUser } from './update-user.ts';
import { lockUser, pagedUsers, userDetail } from './user-queries.ts';

const ADMIN = { roles: [ROLES.admin] } as const;
/** Those who hand a project to an agency: the purchaser, and the administrator overseeing them. */
const PROJECT_OWNERS = { roles: [ROLES.purchaser, ROLES.admin] } as const;

async function setActive(ctx: RequestContext, id: number, isActive: boolean) {
  const session = requireSession(ctx);
  if (!isActive && id === session.userId) throw userFriendly({ key: 'user.cannotDisableSelf' });
  await lockUser(ctx.db, ctx.tenantId, id);
  await ctx.db.update(users).set({ isActive }).where(eq(users.id, id));
  return {};
}

/** Administrator user management (lists by role, details, edit, enable/disable) and the agency picker's list. */
export const userService: Service = {
  name: 'User',
  endpoints: [
    endpoint({
      method: 'GetPaged',
      summary: "The tenant's users, by role, active flag and review state",
      input: UserPagedInput,
      output: pagedResult(UserDto),
      access: ADMIN,
      handle: (ctx, input) =>
        pagedUsers(ctx.db, ctx.tenantId, input, [
          input.role ? arrayContains(users.roles, [input.role]) : undefined,
          input.isActive === undefined ? undefined : eq(users.isActive, input.isActive),
          input.isReview === undefined ? undefined : eq(users.isReview, input.isReview),
        ]),
    }),
    endpoint({
      method: 'Get',
      summary: 'One user with its company',
      input: EntityDto,
      output: UserDetailDto,
      access: ADMIN,
      handle: (ctx, input) => userDetail(ctx.db, ctx.tenantId, input.id),
    }),
    endpoint({
      method: 'Update',
      summary: "Correct a user's user name, name, e-mail, phone and company; a user name or e-mail another account signs in with is a 400",
      input: UserUpdateInput,
      output: UserDetailDto,
      access: ADMIN,
      handle: updateUser,
    }),
    endpoint({
      method: 'GetAgencyList',
      summary: "The tenant's agency firms (with an enabled, approved agency user), by keyword, for the new project form",
      input: AgencyListInput,
      output: pagedResult(AgencyDto),
      access: PROJECT_OWNERS,
      handle: agencyList,
    }),
    endpoint({
      method: 'ChangePassword',
      summary: 'The signed-in user changes their own password, giving the current one',
      input: ChangePasswordInput,
      output: z.boolean(),
      access: 'signedIn',
      handle: changePassword,
    }),
    endpoint({
      method: 'Enable',
      summary: 'Let a user sign in again',
      input: EntityDto,
      output: Empty,
      access: ADMIN,
      handle: (ctx, input) => setActive(ctx, input.id, true),
    }),
    endpoint({
      method: 'Disable',
      summary: 'Stop a user from signing in; tokens already issued stop working at once',
      input: EntityDto,
      output: Empty,
      access: ADMIN,
      handle: (ctx, input) => setActive(ctx, input.id, false),
    }),
  ],
};
