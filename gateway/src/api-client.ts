import type { z } from 'zod';
import { ajaxResponse, type AjaxResponse } from '@bidhall/contracts/abp/envelope';
import { GatewayRankingResult, HALL_PATHS, HallEventsSinceResult, HallSnapshotResult } from '@bidhall/contracts/hall';
import type { AckErrorCode } from '@bidhall/contracts/realtime/protocol';
import { CurrentLoginInformations } from '@bidhall/contracts/session';
import { createJsonGetter, type JsonAnswer } from './http-get.ts';
import { singleFlight } from './single-flight.ts';

/** A refusal or failure of the api, already in the terms of a socket acknowledgement. */
export class ApiFailure extends Error {
  constructor(
    readonly code: AckErrorCode,
    /** The api's own message (already in the caller's language), when it gave one. */
    readonly apiMessage: string | null,
    detail: string,
  ) {
    super(detail);
  }
}

export interface ApiClient {
  /** The signed-in user behind a token; null when the api no longer accepts the token. */
  currentUser(token: string): Promise<{ userId: number; companyId: number | null } | null>;
  snapshot(token: string, projectId: number, lang: string): Promise<HallSnapshotResult>;
  eventsSince(token: string, projectId: number, sinceSeq: number, lang: string): Promise<HallEventsSinceResult>;
  /** The lines of a hall's ranking at `seq` (at most the hall's head), asked with this gateway's own proof. */
  rankingAt(tenantId: number, projectId: number, seq: number): Promise<GatewayRankingResult>;
  /** Closes the kept-alive connections to the api. */
  close(): void;
}

const SESSION_PATH = '/api/services/app/Session/GetCurrentLoginInformations';
// Built once: the envelope schemas are the same for every call.
const SESSION_ENVELOPE = ajaxResponse(CurrentLoginInformations) as unknown as z.ZodType<
  AjaxResponse<CurrentLoginInformations>
>;
const SNAPSHOT_ENVELOPE = ajaxResponse(HallSnapshotResult) as unknown as z.ZodType<AjaxResponse<HallSnapshotResult>>;
const RANKING_ENVELOPE = ajaxResponse(GatewayRankingResult) as unknown as z.ZodType<AjaxResponse<GatewayRankingResult>>;
const EVENTS_SINCE_ENVELOPE = ajaxResponse(HallEventsSinceResult) as unknown as z.ZodType<
  AjaxResponse<HallEventsSinceResult>
>;

/**
 * The gateway's only way to the data: the api's REST calls with the user's own token, so that
 * the api alone decides access (the gateway never touches the database). Calls go to the
 * first of `baseUrls`; one whose connection is refused or reset (that api process is down or
 * restarting) is made again on the next, so a gateway keeps serving joins and resyncs while
 * one api process is away. A call that timed out is not repeated: the api may be merely
 * overloaded, and a second call would add to its load.
 *
 * Identical calls (the same path, token and language) made while one is under way share its
 * answer: after a gateway died, the hundreds of its sockets that arrive here at once hold a
 * handful of tokens (every watcher of an agency signs in as the agency), and each would
 * otherwise ask the api the same question about the same session and hall. A shared answer
 * is what the api would have said to each of them, as these are reads with the caller's own
 * token; callers must not change it.
 */
export function createApiClient(opts: {
  baseUrls: readonly string[];
  timeoutMs: number;
  maxSockets?: number;
  /** This gateway's proof for its own calls (gateway-proof.ts). */
  proof?: () => Promise<string>;
}): ApiClient {
  if (opts.baseUrls.length === 0) throw new Error('createApiClient needs at least one base URL');
  const getters = opts.baseUrls.map((baseUrl) =>
    createJsonGetter({ baseUrl, timeoutMs: opts.timeoutMs, maxSockets: opts.maxSockets ?? 64 }),
  );

  async function answerOf(path: string, headers: Record<string, string>, json?: unknown): Promise<JsonAnswer> {
    for (const [i, getter] of getters.entries()) {
      try {
        return await (json === undefined ? getter.get(path, headers) : getter.post(path, headers, json));
      } catch (error) {
        if (i === getters.length - 1 || !isProcessAway(error)) throw error;
      }
    }
    throw new Error('unreachable');
  }

  const shared = singleFlight<string, unknown>();

  function get<T>(path: string, token: string, lang: string, envelope: z.ZodType<AjaxResponse<T>>): Promise<T> {
    return shared(`${path}\n${lang}\n${token}`, () => getOnce(path, token, lang, envelope)) as Promise<T>;
  }

  function getOnce<T>(path: string, token: string, lang: string, envelope: z.ZodType<AjaxResponse<T>>): Promise<T> {
    const headers = { authorization: `Bearer ${token}`, 'accept-language': lang, accept: 'application/json' };
    return call(path, headers, envelope);
  }

  async function call<T>(
    path: string,
    headers: Record<string, string>,
    envelope: z.ZodType<AjaxResponse<T>>,
    json?: unknown,
  ): Promise<T> {
    let answer: JsonAnswer;
    try {
      answer = await answerOf(path, headers, json);
    } catch (error) {
      throw new ApiFailure('unavailable', null, `api unreachable: ${(error as Error).message}`);
    }
    const parsed = envelope.safeParse(answer.body);
    if (!parsed.success) {
      const code: AckErrorCode = answer.status >= 500 ? 'unavailable' : 'internal';
      throw new ApiFailure(code, null, `api answered ${answer.status} outside the ABP envelope or contract on ${path}`);
    }
    const { result, success, error } = parsed.data;
    if (answer.status >= 200 && answer.status < 300 && success && result !== null) return result;
    throw new ApiFailure(codeOfStatus(answer.status), error?.message ?? null, `api refused ${path}: ${answer.status}`);
  }

  return {
    async currentUser(token) {
      try {
        const info = await get(SESSION_PATH, token, 'zh-CN', SESSION_ENVELOPE);
        // The call is open to anonymous callers: a token the api no longer accepts yields no user.
        return info.user ? { userId: info.user.id, companyId: info.user.companyId } : null;
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'unauthenticated') return null;
        throw error;
      }
    },
    snapshot: (token, projectId, lang) =>
      get(`${HALL_PATHS.snapshot}?projectId=${projectId}`, token, lang, SNAPSHOT_ENVELOPE),
    eventsSince: (token, projectId, sinceSeq, lang) =>
      get(`${HALL_PATHS.eventsSince}?projectId=${projectId}&sinceSeq=${sinceSeq}`, token, lang, EVENTS_SINCE_ENVELOPE),
    async rankingAt(tenantId, projectId, seq) {
      if (!opts.proof) throw new ApiFailure('internal', null, 'this api client has no gateway proof');
      const body = { tenantId, projectId, seq, proof: await opts.proof() };
      return call(HALL_PATHS.rankingAt, { accept: 'application/json' }, RANKING_ENVELOPE, body);
    },
    close: () => getters.forEach((g) => g.close()),
  };
}

// Nothing listens (refused) or the process went away mid-call (reset, or undici's closed
// socket): another api can answer.
function isProcessAway(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}

// ABP statuses (docs/architecture.md "The REST contract"); a 500 envelope is a business refusal.
function codeOfStatus(status: number): AckErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403 || status === 500) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status === 400) return 'invalid-payload';
  return 'unavailable';
}
