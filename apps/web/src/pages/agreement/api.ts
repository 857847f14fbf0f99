import type { AgreementCreateInput, AgreementUpdateInput } from '@bidhall/contracts/agreement';
import { Agreement } from '@bidhall/contracts/routes/agreement';
import { call } from '../../api/call';
import type { PageParams } from '../../components/paged/usePaged';

export interface AgreementFilters {
  projectId?: number;
  status?: number;
}

/** myAgreement: the caller's contracts by its side, optionally of one project or status. */
export const getAgreements = (q: PageParams & AgreementFilters) => call(Agreement.GetPaged, q);

/** A contract for the winner of a closed project (state 7). */
export const createAgreement = (input: AgreementCreateInput) =>
  call(Agreement.Create, input, { handlesValidation: true });

/** Sign: the purchaser first, then the supplier. */
export const signAgreement = (id: number) => call(Agreement.Sign, { id });

/** Archive a contract both sides have signed. */
export const archiveAgreement = (id: number) => call(Agreement.Archive, { id });

/** Fields and the whole attachment list, only while the contract is a draft. */
export const updateAgreement = (input: AgreementUpdateInput) =>
  call(Agreement.Update, input, { handlesValidation: true });
