import type { z } from 'zod';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';

export type SignUp = z.infer<typeof EApplyDto>;

export interface SignUpQuery extends PageParams {
  status?: number;
}

/** Tab 1: the firm's own sign-ups, with their audit status. */
export const fetchMySignUps = (q: SignUpQuery) => call(Sproject.GetSprojectEApplyList, q);
