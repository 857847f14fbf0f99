import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { AgreementCreateInput, AgreementDto } from '@bidhall/contracts/agreement';
import { apiGet, apiPost } from '../../api/client';
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
