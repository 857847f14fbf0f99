import { UserAudit } from '@bidhall/contracts/routes/user-audit';
import type { RoleName } from '@bidhall/domain/roles';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';

export interface AuditFilters {
  isReview: number;
  role?: RoleName;
}

/** Registrations the caller may audit (administrators: every self-registered role; agencies: suppliers). */
export const fetchRegistrations = (q: PageParams & AuditFilters) => call(UserAudit.GetPaged, q);
export const approveRegistration = (id: number) => call(UserAudit.Approve, { id });
export const rejectRegistration = (id: number, reason: string) =>
  call(UserAudit.Reject, { id, reason }, { handlesValidation: true });
export const withdrawApproval = (id: number, reason: string) =>
  call(UserAudit.Withdraw, { id, reason }, { handlesValidation: true });
