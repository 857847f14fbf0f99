import { withSchemas } from '../abp/call.ts';
import { Empty, EntityDto } from '../abp/envelope.ts';
import { pagedResult } from '../abp/paging.ts';
import { UserAuditPagedInput, UserAuditRejectInput, UserDto } from '../users.ts';
import * as routes from '../routes/user-audit.ts';

/** The UserAudit calls with their schemas, as the api serves them. */
export const UserAudit = withSchemas(routes.UserAudit, {
  GetPaged: [UserAuditPagedInput, pagedResult(UserDto)],
  Approve: [EntityDto, Empty],
  Reject: [UserAuditRejectInput, Empty],
});
