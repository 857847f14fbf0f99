import { withSchemas } from '../abp/call.ts';
import {
  IsTenantAvailableInput,
  IsTenantAvailableOutput,
  RegisterInput,
  RegisterOutput,
  ResubmitRegistrationInput,
} from '../account.ts';
import * as routes from '../routes/account.ts';

/** The Account calls with their schemas, as the api serves them. */
export const Account = withSchemas(routes.Account, {
  IsTenantAvailable: [IsTenantAvailableInput, IsTenantAvailableOutput],
  Register: [RegisterInput, RegisterOutput],
  ResubmitRegistration: [ResubmitRegistrationInput, RegisterOutput],
});
