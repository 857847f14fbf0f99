import type { IncomingMessage } from 'node:http';
import { isRoleName, type RoleName } from '@bidhall/domain/roles';
import type { AppDeps, Session } from './context.ts';
import { ApiError, unauthorized } from './errors.ts';
import { TokenRejected } from './tokens.ts';

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The caller's session from the bearer token: signature and expiry by jose, then the user
 * and the revocation list, read on every call (the session lookup): a signed-out token and a
 * disabled user are refused even though the signature is still good.
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<Session> {
  let claims;
  try {
    claims = await deps.tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenRejected)
      throw unauthorized(error.reason === 'expired' ? 'auth.expiredToken' : 'auth.invalidToken');
    throw error;
  }
  const userId = Number(claims.sub);
  const row = await deps.sessions(Number.isSafeInteger(userId) ? userId : -1, claims.jti);
  if (!row || row.tenantId !== claims.tenantId) throw unauthorized('auth.invalidToken');
  if (row.revoked) throw unauthorized('auth.revokedToken');
  if (!row.isActive) throw unauthorized('auth.userDisabled');
  if (claims.sv !== row.sessionVersion) throw unauthorized('auth.sessionEnded');
  // Roles come from the database so that a role taken away takes effect at once.
  const roles = row.roles.filter(isRoleName) as RoleName[];
  if (!roles.includes(claims.role)) throw unauthorized('auth.invalidToken');
  return {
    userId,
    tenantId: row.tenantId,
    role: claims.role,
    roles,
    jti: claims.jti,
    expiresAt: new Date(claims.exp * 1000),
    isReview: row.isReview,
  };
}

/** For anonymous calls a stale token is ignored rather than refused, so sign-in still works. */
export async function optionalSession(deps: AppDeps, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  try {
    return await resolveSession(deps, token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
