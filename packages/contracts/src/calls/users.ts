import { z } from 'zod';
import { withSchemas } from '../abp/call.ts';
import { Empty, EntityDto } from '../abp/envelope.ts';
import { pagedResult } from '../abp/paging.ts';
import {
  AgencyDto,
  AgencyListInput,
  ChangePasswordInput,
  UserDetailDto,
  UserDto,
  UserPagedInput,
  UserUpdateInput,
} from '../users.ts';
import * as routes from '../routes/users.ts';

/** The User calls with their schemas, as the api serves them. */
export const User = withSchemas(routes.User, {
  GetPaged: [UserPagedInput, pagedResult(UserDto)],
  Get: [EntityDto, UserDetailDto],
  Update: [UserUpdateInput, UserDetailDto],
  GetAgencyList: [AgencyListInput, pagedResult(AgencyDto)],
  ChangePassword: [ChangePasswordInput, z.boolean()],
  Enable: [EntityDto, Empty],
  Disable: [EntityDto, Empty],
});
