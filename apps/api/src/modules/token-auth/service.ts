import { and, eq, or, sql } from 'drizzle-orm';
import { ROLES, isRoleName, type RoleName } from '@bidhall/domain/roles';
import type { AuthenticateResult } from '@bidhall/contracts/token-auth';
import { hashPassword, needsNewHash, verifyAccountPassword } from '../../auth/passwords.ts';
import { revokedTokens, users } from '../../db/schema.ts';
import { appendUserEvent } from '../../events/append.ts';
import type { RequestContext } from '../../http/context.ts';
import { requireSession } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import type { LoginThrottle } from './login-throttle.ts';

type Credentials = { userNameOrEmailAddress: string; password: string };

/**
 * Checks the password before anything else, so that a caller without it learns nothing
 * about the account (which roles it holds, whether it is disabled). The attempt is counted
 * before the check (login-throttle.ts), towards the account whichever of its names was typed
 * and towards the caller's address; a name no account has costs the same check.
 */
async function checkCredentials(ctx: RequestContext, throttle: LoginThrottle, input: Credentials) {
  const login = input.userNameOrEmailAddress.trim().toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, ctx.tenantId),
        or(sql`lower(${users.userName}) = ${login}`, sql`lower(${users.emailAddress}) = ${login}`),
      ),
    )
    .limit(1);
  const attempt = await throttle.begin(ctx.db, {
    tenantId: ctx.tenantId,
    account: user ? { userId: user.id } : { typed: login },
    ip: ctx.ip,
  });
  if (!(await verifyAccountPassword(user?.passwordHash, input.password)) || !user)
    throw userFriendly({ key: 'auth.invalidCredentials' });
  await throttle.succeeded(ctx.db, attempt);
  // A hash made with older parameters is renewed while the password is at hand.
  if (needsNewHash(user.passwordHash))
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  if (!user.isActive) throw userFriendly({ key: 'auth.userDisabled' });
  return { ...user, roles: user.roles.filter(isRoleName) };
}

async function issueFor(
  ctx: RequestContext,
  user: { id: number; tenantId: number | null; roles: RoleName[]; sessionVersion: number },
  role: RoleName,
): Promise<AuthenticateResult> {
  const token = await ctx.deps.tokens.issue({
    sub: String(user.id),
    tenantId: user.tenantId,
    role,
    roles: user.roles,
    sv: user.sessionVersion,
  });
  return {
    accessToken: token.accessToken,
    encryptedAccessToken: token.encryptedAccessToken,
    expireInSeconds: token.expireInSeconds,
    userId: user.id,
  };
}

/** Everyone but experts: the selected role must be one the user holds. */
export async function authenticate(
  ctx: RequestContext,
  throttle: LoginThrottle,
  input: Credentials & { selectRole: RoleName },
) {
  const user = await checkCredentials(ctx, throttle, input);
  if (input.selectRole === ROLES.expert) throw userFriendly({ key: 'auth.expertUseExpertLogin' });
  if (!user.roles.includes(input.selectRole))
    throw userFriendly({ key: 'auth.roleNotHeld', params: { role: input.selectRole } });
  return issueFor(ctx, user, input.selectRole);
}

/** Experts have their own sign-in (specification section 6) and always act as experts. */
export async function expertAuthenticate(ctx: RequestContext, throttle: LoginThrottle, input: Credentials) {
  const user = await checkCredentials(ctx, throttle, input);
  if (!user.roles.includes(ROLES.expert)) throw userFriendly({ key: 'auth.notAnExpert' });
  return issueFor(ctx, user, ROLES.expert);
}

/**
 * The token stays signed but is refused from now on (resolveSession checks this list), and
 * the gateways close the sockets opened with it (session.revoked, published on commit).
 */
export async function logout(ctx: RequestContext): Promise<void> {
  const session = requireSession(ctx);
  await ctx.db.insert(revokedTokens).values({ jti: session.jti, expiresAt: session.expiresAt }).onConflictDoNothing();
  await appendUserEvent(ctx, {
    tenantId: ctx.tenantId,
    userId: session.userId,
    type: 'session.revoked',
    payload: { userId: session.userId, jti: session.jti },
  });
}
