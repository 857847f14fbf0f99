import type { z } from 'zod';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import { apiGet } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

export type SignUp = z.infer<typeof EApplyDto>;

export interface SignUpQuery extends PageParams {
  status?: number;
}

/** Tab 1: the firm's own sign-ups, with their audit status. */
export const fetchMySignUps = (q: SignUpQuery) => apiGet<PagedResult<SignUp>>('/api/services/app/Sproject/GetSprojectEApplyList', q);
