import type { ResubmitRegistrationInput } from '@bidhall/contracts/account';
import { Account } from '@bidhall/contracts/routes/account';
import { call } from '../../../api/call';

export const resubmitRegistration = (input: ResubmitRegistrationInput) =>
  call(Account.ResubmitRegistration, input, { handlesValidation: true });
