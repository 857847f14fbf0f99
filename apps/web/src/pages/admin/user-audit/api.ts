import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { UserDto } from '@bidhall/contracts/users';
import { apiGet, apiPost } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

export interface AuditFilters {
  isReview: number;
  role?: string;
}

/** Registrations the caller may audit (administrators: every self-registered role; agencies: suppliers). */
export const fetchRegistrations = (q: PageParams & AuditFilters) => apiGet<PagedResult<UserDto>>('/api/services/app/UserAudit/GetPaged', q);
export const approveRegistration = (id: number) => apiPost<unknown>('/api/services/app/UserAudit/Approve', { id });
export const rejectRegistration = (id: number, reason: string) =>
  apiPost<unknown>('/api/services/app/UserAudit/Reject', { id, reason }, { handlesValidation: true });
