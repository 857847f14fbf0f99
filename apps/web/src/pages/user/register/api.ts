import type { RegisterInput } from '@bidhall/contracts/account';
import { apiPost } from '../../../api/client';

export interface RegisterOutput {
  userId: number;
  isReview: number;
  canLogin: boolean;
}

/** Field errors from the api are shown beside the fields, so no notification for them. */
export const register = (input: RegisterInput) =>
  apiPost<RegisterOutput>('/api/services/app/Account/Register', input, { handlesValidation: true });
