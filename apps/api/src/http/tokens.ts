import { createHash, randomUUID } from 'node:crypto';
import { CompactEncrypt, SignJWT, errors, jwtVerify } from 'jose';
import type { z } from 'zod';
import { GATEWAY_PROOF_AUDIENCE } from '@bidhall/contracts/hall';
import { TokenClaims } from '@bidhall/contracts/token-auth';

type TokenClaimsInput = z.input<typeof TokenClaims>;

export type IssuedToken = {
  accessToken: string;
  encryptedAccessToken: string;
  expireInSeconds: number;
  jti: string;
  expiresAt: Date;
};

export class TokenRejected extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(`token ${reason}`);
  }
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Signs and checks the api's JWTs (HS256). The gateway verifies the same tokens with the
 * same secret. `encryptedAccessToken` is the token sealed with a key derived from the
 * secret (JWE, dir + A256GCM), as ABP hands out for query-string use.
 */
export function createTokenService(opts: { secret: string; issuer: string; lifetimeSeconds: number; now: () => Date }) {
  const signingKey = new TextEncoder().encode(opts.secret);
  const sealingKey = createHash('sha256').update(`${opts.secret}:enc`).digest();

  /** `sv` defaults to 0, the version of a user whose sessions never ended. */
  async function issue(claims: Omit<TokenClaimsInput, 'jti'>): Promise<IssuedToken> {
    const jti = randomUUID();
    const issuedAt = Math.floor(opts.now().getTime() / 1000);
    const expiresAtSeconds = issuedAt + opts.lifetimeSeconds;
    const accessToken = await new SignJWT({
      tenantId: claims.tenantId,
      role: claims.role,
      roles: claims.roles,
      sv: claims.sv ?? 0,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(jti)
      .setIssuer(opts.issuer)
      .setAudience(opts.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(signingKey);
    const encryptedAccessToken = await new CompactEncrypt(new TextEncoder().encode(accessToken))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(sealingKey);
    return {
      accessToken,
      encryptedAccessToken,
      expireInSeconds: opts.lifetimeSeconds,
      jti,
      expiresAt: new Date(expiresAtSeconds * 1000),
    };
  }

  // Tokens whose signature, issuer, audience and claims already passed, by their text: every
  // authenticated call verifies its bearer token, and the HMAC through WebCrypto (an async
  // thread-pool job) plus the claims' zod parse were a visible share of a quote's CPU. The
  // outcome depends only on the text and the clock, so a hit re-checks the clock exactly as
  // jose does (exp, nbf; no tolerance). Revocation and the user's state are the session
  // lookup's (http/session-lookup.ts), read on every call.
  const verified = new Map<string, { claims: TokenClaims & { exp: number }; nbf: number | undefined }>();
  const VERIFIED_MAX = 10_000;

  async function verify(token: string): Promise<TokenClaims & { exp: number }> {
    const hit = verified.get(token);
    if (hit) {
      const now = Math.floor(opts.now().getTime() / 1000);
      if (hit.claims.exp <= now) throw new TokenRejected('expired');
      if (hit.nbf === undefined || hit.nbf <= now) return { ...hit.claims };
    }
    try {
      const { payload } = await jwtVerify(token, signingKey, {
        issuer: opts.issuer,
        audience: opts.issuer,
        algorithms: ['HS256'],
        currentDate: opts.now(),
      });
      const claims = TokenClaims.safeParse(payload);
      if (!claims.success || typeof payload.exp !== 'number') throw new TokenRejected('invalid');
      const result = { ...claims.data, exp: payload.exp };
      // Bounded: past the cap it starts over (a token then costs one full check again).
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, { claims: result, nbf: typeof payload.nbf === 'number' ? payload.nbf : undefined });
      return result;
    } catch (error) {
      if (error instanceof TokenRejected) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenRejected('expired');
      throw new TokenRejected('invalid');
    }
  }

  /**
   * A gateway's proof for its own calls (Hall/RankingAt): signed with the same secret, for the
   * issuer's audience plus GATEWAY_PROOF_AUDIENCE, which no user token has and which no user
   * call accepts (`verify` wants the issuer's audience alone).
   */
  async function verifyGatewayProof(proof: string): Promise<void> {
    try {
      await jwtVerify(proof, signingKey, {
        issuer: opts.issuer,
        audience: `${opts.issuer}${GATEWAY_PROOF_AUDIENCE}`,
        algorithms: ['HS256'],
        currentDate: opts.now(),
      });
    } catch {
      throw new TokenRejected('invalid');
    }
  }

  return { issue, verify, verifyGatewayProof };
}
