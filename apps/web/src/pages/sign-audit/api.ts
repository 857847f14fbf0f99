import { EApply } from '@bidhall/contracts/routes/eapply';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../api/call';
import type { PageParams } from '../../components/paged/usePaged';

export interface SignUpFilters {
  projectId: number;
  status?: number;
}

export const getSignUps = (q: PageParams & SignUpFilters) => call(Sproject.GetSprojectEApplyList, q);
export const auditSignUp = (id: number, status: 1 | 2, comment?: string) =>
  call(EApply.Audit, { id, status, comment }, { handlesValidation: true });
