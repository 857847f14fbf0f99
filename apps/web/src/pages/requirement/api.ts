import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { apiGet, apiPost } from '../../api/client';
import type { PageParams } from '../../components/paged/usePaged';

const BASE = '/api/services/app/Requirement';

export interface RequirementFilters {
  state?: number;
  /** Several states as "1,2" (the agency's waiting ones). */
  states?: string;
}

export interface RequirementForm {
  id?: number;
  name: string;
  budget?: string | null;
  content?: string;
  agencyCompanyId?: number | null;
}

export const getRequirements = (q: PageParams & RequirementFilters) => apiGet<PagedResult<RequirementDto>>(`${BASE}/GetPaged`, q);
export const saveRequirement = (input: RequirementForm) => apiPost<RequirementDto>(`${BASE}/CreateOrUpdate`, input, { handlesValidation: true });

export type RequirementMove = 'Send' | 'Receive' | 'DraftProject' | 'Pass';
export const moveRequirement = (move: RequirementMove, id: number) => apiPost<RequirementDto>(`${BASE}/${move}`, { id });
export const returnRequirement = (id: number, reason: string) => apiPost<RequirementDto>(`${BASE}/Return`, { id, reason }, { handlesValidation: true });
