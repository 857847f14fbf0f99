import type { z } from 'zod';
import type { IsTenantAvailableOutput } from '@bidhall/contracts/account';
import { Account } from '@bidhall/contracts/routes/account';
import { TokenAuth } from '@bidhall/contracts/routes/token-auth';
import type { AuthenticateModel, ExpertAuthenticateModel } from '@bidhall/contracts/token-auth';
import { call } from '../../../api/call';

/** ABP's TenantAvailabilityState: 1 available, 2 inactive, 3 not found. */
export type TenantAvailability = z.infer<typeof IsTenantAvailableOutput>;

// Sign-in failures are shown inside the form, not as a second notification.
const quiet = { silent: true, handlesValidation: true };

export const authenticate = (model: AuthenticateModel) => call(TokenAuth.Authenticate, model, quiet);

export const expertAuthenticate = (model: ExpertAuthenticateModel) => call(TokenAuth.ExpertAuthenticate, model, quiet);

export const isTenantAvailable = (tenancyName: string) => call(Account.IsTenantAvailable, { tenancyName }, quiet);
