import { Account } from '@bidhall/contracts/routes/account';
import { endpoint, service } from '../../http/endpoint.ts';
import { isTenantAvailable, register, resubmitRegistration } from './service.ts';

export const accountService = service(Account, [
  endpoint(Account.IsTenantAvailable, {
    summary: 'Whether a tenancy name exists and is active (ABP TenantAvailabilityState)',
    access: 'anonymous',
    handle: (ctx, input) => isTenantAvailable(ctx, input.tenancyName),
  }),
  endpoint(Account.Register, {
    summary: 'Self-registration of a purchaser, agency or supplier with its company',
    access: 'anonymous',
    handle: register,
  }),
  endpoint(Account.ResubmitRegistration, {
    summary: 'A rejected applicant corrects the registration and asks for review again',
    access: 'signedIn',
    handle: resubmitRegistration,
  }),
]);
