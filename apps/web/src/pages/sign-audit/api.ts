import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import { apiGet, apiPost } from '../../api/client';
import type { PageParams } from '../../components/paged/usePaged';

export interface SignUpFilters {
  projectId: number;
  status?: number;
}

export const getSignUps = (q: PageParams & SignUpFilters) => apiGet<PagedResult<EApplyDto>>('/api/services/app/Sproject/GetSprojectEApplyList', q);
export const auditSignUp = (id: number, status: 1 | 2, comment?: string) =>
  apiPost<EApplyDto>('/api/services/app/EApply/Audit', { id, status, comment }, { handlesValidation: true });
