import { Account } from '@bidhall/contracts/routes/account';
import { TokenAuth } from '@bidhall/contracts/routes/token-auth';
import type { AuthenticateModel, ExpertAuthenticateModel } from '@bidhall/contracts/token-auth';
import { call } from '../../../api/call';

// Sign-in failures are shown inside the form, not as a second notification.
const quiet = { silent: true, handlesValidation: true };

export const authenticate = (model: AuthenticateModel) => call(TokenAuth.Authenticate, model, quiet);

export const expertAuthenticate = (model: ExpertAuthenticateModel) => call(TokenAuth.ExpertAuthenticate, model, quiet);

export const isTenantAvailable = (tenancyName: string) => call(Account.IsTenantAvailable, { tenancyName }, quiet);
