import { Requirement } from '@bidhall/contracts/routes/requirement';
import { call } from '../../api/call';
import type { PageParams } from '../../components/paged/usePaged';

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

export const getRequirements = (q: PageParams & RequirementFilters) => call(Requirement.GetPaged, q);
export const saveRequirement = (input: RequirementForm) =>
  call(Requirement.CreateOrUpdate, input, { handlesValidation: true });

export type RequirementMove = 'Send' | 'Receive' | 'DraftProject' | 'Pass';
export const moveRequirement = (move: RequirementMove, id: number) => call(Requirement[move], { id });
export const returnRequirement = (id: number, reason: string) =>
  call(Requirement.Return, { id, reason }, { handlesValidation: true });
