import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { AgreementCreateInput, AgreementDto, AgreementUpdateInput } from '@bidhall/contracts/agreement';
import { apiGet, apiPost, http } from '../../api/client';
import type { PageParams } from '../../components/paged/usePaged';

const AGREEMENT = '/api/services/app/Agreement';

export interface AgreementFilters {
  projectId?: number;
  status?: number;
}

/** myAgreement: the caller's contracts by its side, optionally of one project or status. */
export const getAgreements = (q: PageParams & AgreementFilters) => apiGet<PagedResult<AgreementDto>>(`${AGREEMENT}/GetPaged`, q);

/** A contract for the winner of a closed project (state 7). */
export const createAgreement = (input: AgreementCreateInput) => apiPost<AgreementDto>(`${AGREEMENT}/Create`, input, { handlesValidation: true });

/** Sign: the purchaser first, then the supplier. */
export const signAgreement = (id: number) => apiPost<AgreementDto>(`${AGREEMENT}/Sign`, { id });

/** Archive a contract both sides have signed. */
export const archiveAgreement = (id: number) => apiPost<AgreementDto>(`${AGREEMENT}/Archive`, { id });

/** PUT Agreement/Update: fields and the whole attachment list, only while the contract is a draft. */
export const updateAgreement = async (input: AgreementUpdateInput) =>
  (await http.put<AjaxResponse<AgreementDto>>(`${AGREEMENT}/Update`, input, { handlesValidation: true })).data.result;
