import { route, routes } from '../abp/route.ts';
import type {
  IsTenantAvailableInput,
  IsTenantAvailableOutput,
  RegisterInput,
  RegisterOutput,
  ResubmitRegistrationInput,
} from '../account.ts';

/** The Account calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Account = routes('Account', {
  IsTenantAvailable: route<typeof IsTenantAvailableInput, typeof IsTenantAvailableOutput>(),
  Register: route<typeof RegisterInput, typeof RegisterOutput>(),
  ResubmitRegistration: route<typeof ResubmitRegistrationInput, typeof RegisterOutput>(),
});
