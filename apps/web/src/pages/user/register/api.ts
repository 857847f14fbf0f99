import type { RegisterInput } from '@bidhall/contracts/account';
import { Account } from '@bidhall/contracts/routes/account';
import { call } from '../../../api/call';

/** Field errors from the api are shown beside the fields, so no notification for them. */
export const register = (input: RegisterInput) => call(Account.Register, input, { handlesValidation: true });
