import { AuthenticateModel, AuthenticateResult, ExpertAuthenticateModel } from '@bidhall/contracts/token-auth';
import { Empty } from '@bidhall/contracts/abp/envelope';
import type { AppDeps } from '../../http/context.ts';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { authenticate, expertAuthenticate, logout } from './service.ts';

export function tokenAuthService(deps: AppDeps): Service {
  const throttle = createLoginThrottle({
    maxFailures: deps.config.loginMaxFailures,
    windowMinutes: deps.config.loginWindowMinutes,
    now: deps.now,
  });
  return {
    name: 'TokenAuth',
    basePath: '/api/TokenAuth',
    endpoints: [
      endpoint({
        method: 'Authenticate',
        summary: 'Sign in with user name or e-mail, password and the role to act as',
        input: AuthenticateModel,
        output: AuthenticateResult,
        access: 'anonymous',
        // A failed attempt must be recorded although the call fails, so no transaction.
        transactional: false,
        handle: (ctx, input) => authenticate(ctx, throttle, input),
      }),
      endpoint({
        method: 'ExpertAuthenticate',
        summary: 'Sign in as an evaluation expert',
        input: ExpertAuthenticateModel,
        output: AuthenticateResult,
        access: 'anonymous',
        transactional: false,
        handle: (ctx, input) => expertAuthenticate(ctx, throttle, input),
      }),
      endpoint({
        method: 'Logout',
        summary: 'Revoke the token of this call',
        input: Empty,
        output: Empty,
        access: 'signedIn',
        handle: async (ctx) => {
          await logout(ctx);
          return {};
        },
      }),
    ],
  };
}
