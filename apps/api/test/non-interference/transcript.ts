import { decodeBusMessage } from '@bidhall/contracts/bus';
import {
  isStreamMessage,
  streamItemsOf,
  withRankingAfter,
  type StreamBusDelta,
  type StreamBusMessage,
} from '@bidhall/contracts/hall';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { rankingAfterQuote } from '@bidhall/domain/ranking-lines';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';

/**
 * What one caller observes of a project: every REST answer it gets and every socket frame the
 * gateway would send it, in order. Frames are the contracts' `streamItemOf` of each bus
 * message, the very function the gateway emits live with (gateway/src/fanout/deliver.ts):
 * a firm's socket gets its firm's view, an expert's the expert view, nothing when it is null,
 * each numbered in its view's own sequence (contracts/view-seq.ts, which the gateway counts by).
 */
export type Observation = { rest: string; answer: unknown } | { frame: string; message: unknown };

export type Observer = { audience: HallAudience; firm: number | null };

/**
 * Collects the bus messages of the projects a test watches, to turn them into frames. A quote
 * travels as its line; the ranking after it is folded in as every gateway does
 * (gateway/src/fanout/hall-rankings.ts), from the hall's first event on.
 */
export function busTap() {
  const heard: StreamBusDelta[] = [];
  return {
    handler(text: string) {
      const decoded = decodeBusMessage(text);
      if (decoded.ok && isStreamMessage(decoded.message)) heard.push(decoded.message);
    },
    /** The stream messages of `projectId` published so far, in seq order, each with what its views need. */
    of(projectId: number): StreamBusMessage[] {
      let ranking: RankingEntry[] = [];
      return heard
        .filter((m) => m.projectId === projectId)
        .sort((a, b) => a.seq - b.seq)
        .map((m) => {
          if (m.type === 'quotes.opened') ranking = m.payload.ranking;
          if (m.type !== 'quote.accepted') return m;
          ranking = rankingAfterQuote(ranking, m.payload, m.payload.context.winbidRule);
          return withRankingAfter(m, ranking);
        });
    },
  };
}

/** The frames `observer` gets of `messages` (the hall's from its first), numbered in its view's own seq as the gateway numbers them. */
export function framesOf(messages: readonly StreamBusMessage[], observer: Observer): Observation[] {
  return streamItemsOf(messages, observer.audience, observer.firm).map((item) => ({
    frame: item.event,
    message: item.message,
  }));
}

// supplierId: only the observed firm's own rows carry it (a rival's would add a row, which still shows).
const ID_KEYS = new Set(['id', 'projectId', 'quoteId', 'projectNum', 'eApplyId', 'signUpId', 'tenantId', 'supplierId']);
const TIME_KEY = /(at|time|now)$/i;

/**
 * The observation with what may differ between two runs on fresh data set aside: the ids of
 * the caller's own rows and the project (every run makes new ones) and timestamps.
 */
export function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (ID_KEYS.has(key) && (typeof v === 'number' || typeof v === 'string')) out[key] = '<id>';
    else if (TIME_KEY.test(key) && (typeof v === 'number' || typeof v === 'string')) out[key] = '<time>';
    else out[key] = normalised(v);
  }
  return out;
}
