import { call, service } from '../abp/route.ts';

/** The User calls with their schemas, each method declared once. */
export const User = service('User', ({ envelope, paging, users, z }) => ({
  GetPaged: call(users.UserPagedInput, paging.pagedResult(users.UserDto)),
  Get: call(envelope.EntityDto, users.UserDetailDto),
  Update: call(users.UserUpdateInput, users.UserDetailDto),
  GetAgencyList: call(users.AgencyListInput, paging.pagedResult(users.AgencyDto)),
  ChangePassword: call(users.ChangePasswordInput, z.boolean()),
  Enable: call(envelope.EntityDto, envelope.Empty),
  Disable: call(envelope.EntityDto, envelope.Empty),
  RevokeRole: call(users.UserRevokeRoleInput, users.UserDetailDto),
}));
