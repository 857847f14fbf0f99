import { TENANT_AVAILABILITY } from '@bidhall/contracts/tenant-availability';
import type { AuthenticateResult } from '@bidhall/contracts/token-auth';
import { setSelectedRole, setToken } from '../../../auth/cookies';
import { useSession } from '../../../auth/session-store';
import { WORKPLACE_PATH } from '../../../routes/common';
import { isTenantAvailable } from './api';

export type TenantCheck = { ok: true; tenantId: number | undefined } | { ok: false; reasonKey: string };

/** An empty tenant keeps the api's default tenant; a named one must exist and be active. */
export async function resolveTenant(tenancyName: string | undefined): Promise<TenantCheck> {
  const name = tenancyName?.trim();
  if (!name) return { ok: true, tenantId: undefined };
  const answer = await isTenantAvailable(name);
  if (answer.state === TENANT_AVAILABILITY.available && answer.tenantId !== null)
    return { ok: true, tenantId: answer.tenantId };
  const inactive = answer.state === TENANT_AVAILABILITY.inactive;
  return { ok: false, reasonKey: inactive ? 'user.login.tenantInactive' : 'user.login.tenantNotFound' };
}

/** Stores what a successful sign-in gives; the guard loads the session on the next page. */
export function rememberSignIn(result: AuthenticateResult, role: string) {
  setToken(result.accessToken);
  setSelectedRole(role);
  useSession.getState().reset();
}

/** Where to go after signing in: the page the user wanted (same app only), else the workplace. */
export function afterSignIn(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : WORKPLACE_PATH;
}
