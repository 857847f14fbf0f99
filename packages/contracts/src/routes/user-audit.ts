import { route, routes } from '../abp/route.ts';
import type { Empty, EntityDto } from '../abp/envelope.ts';
import type { PagedResultSchema } from '../abp/paging.ts';
import type { UserAuditPagedInput, UserAuditRejectInput, UserDto } from '../users.ts';

/** The UserAudit calls' paths and verbs; their schemas in types only (no zod at run time). */
export const UserAudit = routes('UserAudit', {
  GetPaged: route<typeof UserAuditPagedInput, PagedResultSchema<typeof UserDto>>(),
  Approve: route<typeof EntityDto, typeof Empty>(),
  Reject: route<typeof UserAuditRejectInput, typeof Empty>(),
});
