import { call, service } from '../abp/route.ts';

/** The TokenAuth calls with their schemas, each method declared once. */
export const TokenAuth = service(
  'TokenAuth',
  ({ envelope, tokenAuth }) => ({
    Authenticate: call(tokenAuth.AuthenticateModel, tokenAuth.AuthenticateResult),
    ExpertAuthenticate: call(tokenAuth.ExpertAuthenticateModel, tokenAuth.AuthenticateResult),
    Logout: call(envelope.Empty, envelope.Empty),
  }),
  // ABP serves sign-in from its TokenAuth controller, outside the application services.
  '/api/TokenAuth',
);
