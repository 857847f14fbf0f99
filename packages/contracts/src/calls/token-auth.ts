import { withSchemas } from '../abp/call.ts';
import { Empty } from '../abp/envelope.ts';
import { AuthenticateModel, AuthenticateResult, ExpertAuthenticateModel } from '../token-auth.ts';
import * as routes from '../routes/token-auth.ts';

/** The TokenAuth calls with their schemas, as the api serves them. */
export const TokenAuth = withSchemas(routes.TokenAuth, {
  Authenticate: [AuthenticateModel, AuthenticateResult],
  ExpertAuthenticate: [ExpertAuthenticateModel, AuthenticateResult],
  Logout: [Empty, Empty],
});
