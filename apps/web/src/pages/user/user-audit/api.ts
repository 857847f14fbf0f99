import type { ResubmitRegistrationInput } from '@bidhall/contracts/account';
import { apiPost } from '../../../api/client';

export const resubmitRegistration = (input: ResubmitRegistrationInput) =>
  apiPost<unknown>('/api/services/app/Account/ResubmitRegistration', input, { handlesValidation: true });
