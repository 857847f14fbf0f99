import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { RoleName } from '@bidhall/domain/roles';

/** The secret and issuer the test gateways and the api stub share, as the real api and gateway do. */
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_ISSUER = 'bidhall';

export interface TestUser {
  userId: number;
  tenantId: number;
  role: RoleName;
  /** The user's company: the supplier firm for a supplier. */
  companyId: number | null;
}

/** A token as the api's token service signs it (apps/api/src/http/tokens.ts). */
export async function signToken(
  user: TestUser,
  opts: { secret?: string; expiresInSeconds?: number; jti?: string; sessionVersion?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sv = opts.sessionVersion === undefined ? {} : { sv: opts.sessionVersion };
  return new SignJWT({ tenantId: user.tenantId, role: user.role, roles: [user.role], ...sv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.userId))
    .setJti(opts.jti ?? randomUUID())
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_ISSUER)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (opts.expiresInSeconds ?? 3600))
    .sign(new TextEncoder().encode(opts.secret ?? TEST_SECRET));
}
