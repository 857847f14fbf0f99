import { route, routes } from '../abp/route.ts';
import type { Empty } from '../abp/envelope.ts';
import type { AuthenticateModel, AuthenticateResult, ExpertAuthenticateModel } from '../token-auth.ts';

/** The TokenAuth calls' paths and verbs; their schemas in types only (no zod at run time). */
export const TokenAuth = routes(
  'TokenAuth',
  {
    Authenticate: route<typeof AuthenticateModel, typeof AuthenticateResult>(),
    ExpertAuthenticate: route<typeof ExpertAuthenticateModel, typeof AuthenticateResult>(),
    Logout: route<typeof Empty, typeof Empty>(),
  },
  // ABP serves sign-in from its TokenAuth controller, outside the application services.
  '/api/TokenAuth',
);
