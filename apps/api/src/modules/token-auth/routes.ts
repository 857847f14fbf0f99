import { TokenAuth } from '@bidhall/contracts/routes/token-auth';
import type { AppDeps } from '../../http/context.ts';
import { endpoint, service, type Service } from '../../http/endpoint.ts';
import { loginThrottleOf } from './login-throttle.ts';
import { authenticate, expertAuthenticate, logout } from './service.ts';

export function tokenAuthService(deps: AppDeps): Service {
  const throttle = loginThrottleOf(deps);
  return service(TokenAuth, [
    endpoint(TokenAuth.Authenticate, {
      summary: 'Sign in with user name or e-mail, password and the role to act as',
      access: 'anonymous',
      // A failed attempt must be recorded although the call fails, so no transaction.
      transactional: false,
      handle: (ctx, input) => authenticate(ctx, throttle, input),
    }),
    endpoint(TokenAuth.ExpertAuthenticate, {
      summary: 'Sign in as an evaluation expert',
      access: 'anonymous',
      transactional: false,
      handle: (ctx, input) => expertAuthenticate(ctx, throttle, input),
    }),
    endpoint(TokenAuth.Logout, {
      summary: 'Revoke the token of this call',
      access: 'signedIn',
      handle: async (ctx) => {
        await logout(ctx);
        return {};
      },
    }),
  ]);
}
