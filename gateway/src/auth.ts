import { errors, jwtVerify } from 'jose';
import { TokenClaims } from '@bidhall/contracts/token-auth';
import { HandshakeAuth, PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import type { RoleName } from '@bidhall/domain/roles';
import { ApiFailure, type ApiClient } from './api-client.ts';
import type { Clock } from './clock.ts';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { GatewaySocket } from './io.ts';
import { errorText, type ErrorTextKey } from './messages.ts';
import { ttlCache } from './ttl-cache.ts';
import type { UserSocketLedger } from './user-sockets.ts';
import type { HandshakeRefusalCode, HandshakeRefusalData } from '@bidhall/contracts/realtime/handshake-refusal';

/** Who a socket is, decided once at the handshake; kept in `socket.data`. */
export interface SocketIdentity {
  userId: number;
  tenantId: number | null;
  role: RoleName;
  /** The user's company; for a supplier this is the supplier firm (`supplierId`). */
  companyId: number | null;
  token: string;
  jti: string;
  /** The user's session version the token was issued at (its `sv` claim). */
  sessionVersion: number;
  /** Token expiry, epoch ms. */
  expiresAt: number;
  lang: string | undefined;
}

type Verified = Omit<SocketIdentity, 'companyId'>;
type Session = { userId: number; companyId: number | null } | null;

/** Past this many users whose sessions ended, the memory of them starts over (with the session answers). */
const ENDED_MAX = 50_000;

/**
 * The handshake check (`io.use`): the token's signature, issuer and expiry locally with jose,
 * then the api's word that the token is still good (revocation lives in the api's database),
 * cached briefly per token id. A token signed out, or of a user whose sessions ended since it
 * was issued (heard on the bus), is refused without that cache. At most `maxSocketsPerUser`
 * sockets per user: on this node by its rooms, and across the nodes sharing Redis by the
 * `ledger` when there is one. Every refusal is a connect_error with a clear message and a code
 * in `data`.
 */
export function createAuthenticator(opts: {
  secret: string;
  issuer: string;
  api: ApiClient;
  clock: Clock;
  sessionCacheMs: number;
  maxSocketsPerUser: number;
  /** The count across nodes; none in the embedded single-node mode. */
  ledger?: UserSocketLedger;
}) {
  const key = new TextEncoder().encode(opts.secret);
  // Wrapped: a cache holds no null, and null (the api no longer accepts the token) is an answer too.
  const sessions = ttlCache<string, { session: Session }>(opts.sessionCacheMs, opts.clock.now);
  // A token whose signature was checked is not checked again while its session answer could be
  // cached too: the sockets re-joining after a gateway died share a few tokens (every watcher
  // of an agency holds the agency's). Its expiry is checked on every handshake all the same.
  const signed = ttlCache<string, Omit<Verified, 'lang'>>(opts.sessionCacheMs, opts.clock.now);
  // Per user, the session version below which every token is refused (sessions.ended).
  const endedBefore = new Map<number, number>();

  async function verify(auth: unknown): Promise<Verified> {
    const raw = (auth ?? {}) as { token?: unknown; v?: unknown; lang?: unknown };
    const langText = typeof raw.lang === 'string' ? raw.lang : undefined;
    // A token with another (or no) version is an old page: tell it to reload, not to sign in.
    if (typeof raw.token === 'string' && raw.v !== PROTOCOL_VERSION) throw refusal('protocol-outdated', langText);
    const parsed = HandshakeAuth.safeParse(auth);
    if (!parsed.success) throw refusal('token-missing', langText);
    const { token } = parsed.data;
    const known = signed.get(token);
    if (known) {
      if (known.expiresAt <= opts.clock.now()) throw refusal('token-expired', langText);
      return { ...known, lang: langText };
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: opts.issuer,
        audience: opts.issuer,
        algorithms: ['HS256'],
        currentDate: new Date(opts.clock.now()),
      });
      const claims = TokenClaims.safeParse(payload);
      const userId = Number(claims.data?.sub);
      if (!claims.success || typeof payload.exp !== 'number' || !Number.isSafeInteger(userId))
        throw refusal('unauthenticated', langText);
      const { tenantId, role, jti, sv } = claims.data;
      const identity = { userId, tenantId, role, jti, sessionVersion: sv, token, expiresAt: payload.exp * 1000 };
      signed.set(token, identity);
      return { ...identity, lang: langText };
    } catch (error) {
      if (error instanceof HandshakeRefused) throw error;
      if (error instanceof errors.JWTExpired) throw refusal('token-expired', langText);
      throw refusal('unauthenticated', langText);
    }
  }

  const ended = (identity: { userId: number; sessionVersion: number }) =>
    identity.sessionVersion < (endedBefore.get(identity.userId) ?? 0);

  async function confirm(identity: Verified): Promise<SocketIdentity> {
    if (ended(identity)) throw refusal('token-revoked', identity.lang);
    let session = sessions.get(identity.jti)?.session;
    if (session === undefined) {
      try {
        session = await opts.api.currentUser(identity.token);
      } catch (error) {
        const code = error instanceof ApiFailure ? error.code : 'internal';
        throw refusal(code === 'unavailable' ? 'unavailable' : 'internal', identity.lang);
      }
      sessions.set(identity.jti, { session });
    }
    // Asked again: the sessions may have ended while the api was answering.
    if (!session || session.userId !== identity.userId || ended(identity))
      throw refusal('token-revoked', identity.lang);
    return { ...identity, companyId: session.companyId };
  }

  /**
   * The user's room is joined here, in the same turn as the node's count, so that handshakes
   * arriving together are counted one after the other; a handshake that fails later leaves the
   * room again (socket.io cleans up a socket that never connected). Then the place across nodes:
   * given back when the socket disconnects (one that never connects lets its lease run out).
   */
  async function admit(socket: GatewaySocket, identity: SocketIdentity): Promise<void> {
    const room = rooms.user(identity.userId);
    const max = opts.maxSocketsPerUser;
    if ((socket.nsp.adapter.rooms.get(room)?.size ?? 0) >= max)
      throw refusal('too-many-sockets', identity.lang, { max });
    socket.data.identity = identity;
    void socket.join(room);
    if (!opts.ledger) return;
    if (!(await opts.ledger.claim(identity.userId, socket.id, max))) {
      void socket.leave(room);
      throw refusal('too-many-sockets', identity.lang, { max });
    }
    const ledger = opts.ledger;
    socket.once('disconnect', () => ledger.release(identity.userId, socket.id));
  }

  /** The `io.use` middleware. */
  const middleware = async (socket: GatewaySocket, next: (error?: Error) => void) => {
    try {
      await admit(socket, await confirm(await verify(socket.handshake.auth)));
      next();
    } catch (error) {
      next(error instanceof HandshakeRefused ? error : refusal('internal', undefined));
    }
  };
  /** A signed-out token: refused at the next handshake without asking the api again. */
  const revoke = (jti: string) => void sessions.set(jti, { session: null });
  /** Every token of the user issued below `sessionVersion` is refused from now on. */
  const endSessions = (userId: number, sessionVersion: number) => {
    if (endedBefore.size >= ENDED_MAX) {
      // Forgetting who ended must not let a cached answer through: the api is asked again.
      endedBefore.clear();
      sessions.clear();
      signed.clear();
    }
    endedBefore.set(userId, Math.max(sessionVersion, endedBefore.get(userId) ?? 0));
  };
  return Object.assign(middleware, { revoke, endSessions, ended });
}

/** What socket.io-client sees in connect_error: `message` for people, `data.code` for code. */
export class HandshakeRefused extends Error {
  constructor(
    message: string,
    readonly data: HandshakeRefusalData,
  ) {
    super(message);
  }
}

/** A refused handshake: its code is one the contracts list, so the web knows each one it can get. */
function refusal(
  key: HandshakeRefusalCode & ErrorTextKey,
  lang: string | undefined,
  params?: Record<string, number>,
): HandshakeRefused {
  return new HandshakeRefused(errorText(key, lang, params), { code: key });
}

export function identityOf(socket: GatewaySocket): SocketIdentity {
  return socket.data.identity;
}
