import { SignJWT } from 'jose';
import { GATEWAY_PROOF_AUDIENCE } from '@bidhall/contracts/hall';

/** How long one proof is good for; a new one is signed when less than half of it is left. */
const PROOF_SECONDS = 120;

/**
 * This gateway's proof for its own api calls (the ranking a hall starts from): a token signed
 * with the api's secret, which the gateway holds to check users' tokens, for the issuer's
 * audience plus GATEWAY_PROOF_AUDIENCE, so it is never taken for a user's token, nor a user's
 * for it.
 */
export function gatewayProof(opts: { secret: string; issuer: string; now?: () => number }): () => Promise<string> {
  const key = new TextEncoder().encode(opts.secret);
  const now = opts.now ?? Date.now;
  let held: { token: string; renewAt: number } | null = null;
  return async () => {
    const at = Math.floor(now() / 1000);
    if (held && at < held.renewAt) return held.token;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('gateway')
      .setIssuer(opts.issuer)
      .setAudience(`${opts.issuer}${GATEWAY_PROOF_AUDIENCE}`)
      .setIssuedAt(at)
      .setExpirationTime(at + PROOF_SECONDS)
      .sign(key);
    held = { token, renewAt: at + PROOF_SECONDS / 2 };
    return token;
  };
}
