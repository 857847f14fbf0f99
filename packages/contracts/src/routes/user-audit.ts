import { call, service } from '../abp/route.ts';

/** The UserAudit calls with their schemas, each method declared once. */
export const UserAudit = service('UserAudit', ({ envelope, paging, users }) => ({
  GetPaged: call(users.UserAuditPagedInput, paging.pagedResult(users.UserDto)),
  Approve: call(envelope.EntityDto, envelope.Empty),
  Reject: call(users.UserAuditRejectInput, envelope.Empty),
  Withdraw: call(users.UserAuditWithdrawInput, envelope.Empty),
}));
