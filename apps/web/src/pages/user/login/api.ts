import type { AuthenticateModel, AuthenticateResult, ExpertAuthenticateModel } from '@bidhall/contracts/token-auth';
import { apiPost } from '../../../api/client';

/** ABP's TenantAvailabilityState: 1 available, 2 inactive, 3 not found. */
export interface TenantAvailability {
  state: 1 | 2 | 3;
  tenantId: number | null;
}

// Sign-in failures are shown inside the form, not as a second notification.
const quiet = { silent: true, handlesValidation: true };

export const authenticate = (model: AuthenticateModel) => apiPost<AuthenticateResult>('/api/TokenAuth/Authenticate', model, quiet);

export const expertAuthenticate = (model: ExpertAuthenticateModel) =>
  apiPost<AuthenticateResult>('/api/TokenAuth/ExpertAuthenticate', model, quiet);

export const isTenantAvailable = (tenancyName: string) =>
  apiPost<TenantAvailability>('/api/services/app/Account/IsTenantAvailable', { tenancyName }, quiet);
