import { IsTenantAvailableInput, IsTenantAvailableOutput, RegisterInput, RegisterOutput, ResubmitRegistrationInput } from '@bidhall/contracts/account';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { isTenantAvailable, register, resubmitRegistration } from './service.ts';

export const accountService: Service = {
  name: 'Account',
  endpoints: [
    endpoint({
      method: 'IsTenantAvailable',
      summary: 'Whether a tenancy name exists and is active (ABP TenantAvailabilityState)',
      input: IsTenantAvailableInput,
      output: IsTenantAvailableOutput,
      access: 'anonymous',
      handle: (ctx, input) => isTenantAvailable(ctx, input.tenancyName),
    }),
    endpoint({
      method: 'Register',
      summary: 'Self-registration of a purchaser, agency or supplier with its company',
      input: RegisterInput,
      output: RegisterOutput,
      access: 'anonymous',
      handle: register,
    }),
    endpoint({
      method: 'ResubmitRegistration',
      summary: 'A rejected applicant corrects the registration and asks for review again',
      input: ResubmitRegistrationInput,
      output: RegisterOutput,
      access: 'signedIn',
      handle: resubmitRegistration,
    }),
  ],
};
