import { call, service } from '../abp/route.ts';

/** The Account calls with their schemas, each method declared once. */
export const Account = service('Account', ({ account }) => ({
  IsTenantAvailable: call(account.IsTenantAvailableInput, account.IsTenantAvailableOutput),
  Register: call(account.RegisterInput, account.RegisterOutput),
  ResubmitRegistration: call(account.ResubmitRegistrationInput, account.RegisterOutput),
}));
