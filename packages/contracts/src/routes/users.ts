import type { z } from 'zod';
import { route, routes } from '../abp/route.ts';
import type { Empty, EntityDto } from '../abp/envelope.ts';
import type { PagedResultSchema } from '../abp/paging.ts';
import type {
  AgencyDto,
  AgencyListInput,
  ChangePasswordInput,
  UserDetailDto,
  UserDto,
  UserPagedInput,
  UserUpdateInput,
} from '../users.ts';

/** The User calls' paths and verbs; their schemas in types only (no zod at run time). */
export const User = routes('User', {
  GetPaged: route<typeof UserPagedInput, PagedResultSchema<typeof UserDto>>(),
  Get: route<typeof EntityDto, typeof UserDetailDto>(),
  Update: route<typeof UserUpdateInput, typeof UserDetailDto>(),
  GetAgencyList: route<typeof AgencyListInput, PagedResultSchema<typeof AgencyDto>>(),
  ChangePassword: route<typeof ChangePasswordInput, z.ZodBoolean>(),
  Enable: route<typeof EntityDto, typeof Empty>(),
  Disable: route<typeof EntityDto, typeof Empty>(),
});
