import type { QuoteSubmitResult } from '@bidhall/contracts/quote';
import { createApi, type Api } from '../fixture/client.ts';
import type { Recorder } from './recorder.ts';

/** What one supplier sent and what the api acknowledged, for the drill's reconciliation. */
export type QuoteLedger = {
  /** Every clientQuoteId sent at least once. */
  sent: Set<string>;
  /** clientQuoteId → seq, for every quote the api acknowledged as accepted. */
  acked: Map<string, number>;
  /** Accepted seqs not yet seen on the supplier's own socket. */
  awaitingEcho: Set<number>;
  echoed: Set<number>;
  /** When the quote now being sent (retries included) was first sent; null between quotes. */
  inFlightSince: number | null;
};

export function newLedger(): QuoteLedger {
  return { sent: new Set(), acked: new Map(), awaitingEcho: new Set(), echoed: new Set(), inFlightSince: null };
}

export type QuoterOptions = {
  apiUrls: string[];
  token: string;
  projectId: number;
  index: number;
  recorder: Recorder;
  ledger: QuoteLedger;
  /** A quote is retried (same clientQuoteId, next api) until this long has passed. */
  retryForMs: number;
  /** An accepted quote's seq, once it awaits its echo. */
  onAcknowledged?: (seq: number) => void;
};

/**
 * Sends one quote, improving the own last one by 1.00 (the cents keep suppliers apart), and
 * retries it with the same clientQuoteId on another api after a network error or a 5xx:
 * the api makes a retry safe, so nothing may be lost or doubled.
 */
export function createQuoter(opts: QuoterOptions) {
  // Generous: a timed-out quote still runs on the server, and its retry queues behind it.
  const apis: Api[] = opts.apiUrls.map((url) => createApi(url, { timeoutMs: 15_000 }));
  const run = Math.random().toString(36).slice(2, 8);
  let count = 0;

  return async function quoteOnce(): Promise<void> {
    count += 1;
    const clientQuoteId = `h-${run}-${opts.index}-${count}`;
    const amount = (1_000_000 - count - opts.index / 100).toFixed(2);
    const body = { projectId: opts.projectId, amount, clientQuoteId };
    opts.ledger.sent.add(clientQuoteId);
    const started = Date.now();
    opts.ledger.inFlightSince = started;
    try {
      await send(clientQuoteId, body, started);
    } finally {
      opts.ledger.inFlightSince = null;
    }
  };

  async function send(clientQuoteId: string, body: object, started: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const api = apis[(opts.index + attempt) % apis.length]!;
      const t0 = Date.now();
      try {
        const result = await api.post<QuoteSubmitResult>('/api/services/app/Quote/Submit', opts.token, body);
        opts.recorder.quoteLatency.add(Date.now() - t0);
        if (result.accepted) {
          opts.recorder.quotesAccepted.add(1, result.replayed ? 'replayed' : undefined);
          opts.ledger.acked.set(clientQuoteId, result.seq);
          if (!opts.ledger.echoed.has(result.seq)) {
            opts.ledger.awaitingEcho.add(result.seq);
            opts.onAcknowledged?.(result.seq);
          }
        } else {
          opts.recorder.quotesRejected.add(1, result.reason);
        }
        return;
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        // A 4xx or a business refusal would answer the same again.
        if ((status > 0 && status < 500) || Date.now() - started > opts.retryForMs) {
          opts.recorder.quotesRejected.add(1, `http-${status}`);
          return;
        }
        opts.recorder.quoteRetries.add();
        await new Promise((r) => setTimeout(r, 200 * Math.min(attempt + 1, 5)));
      }
    }
  }
}
