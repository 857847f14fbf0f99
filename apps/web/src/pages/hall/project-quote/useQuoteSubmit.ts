import { useRef, useState } from 'react';
import type { QuoteSubmitResult } from '@bidhall/contracts/quote';
import { ApiError } from '../../../api/client';
import { submitQuote } from './api';
import { attemptFor, type Attempt } from './quote-attempt';

export type SubmitOutcome =
  | { kind: 'accepted'; result: Extract<QuoteSubmitResult, { accepted: true }> }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'unanswered' };

/** Submits quotes, keeping the clientQuoteId of an unanswered one for its retry. */
export function useQuoteSubmit(projectId: number, byRate: boolean) {
  const unanswered = useRef<Attempt | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(value: string): Promise<SubmitOutcome> {
    const attempt = attemptFor(value, unanswered.current);
    unanswered.current = attempt;
    setBusy(true);
    try {
      const body = byRate ? { discountRate: value } : { amount: value };
      const result = await submitQuote({ projectId, clientQuoteId: attempt.clientQuoteId, ...body });
      unanswered.current = null;
      return result.accepted ? { kind: 'accepted', result } : { kind: 'refused', message: result.message };
    } catch (error) {
      // A server that answered (with a status) stored nothing; without an answer the quote may exist.
      if (error instanceof ApiError && error.status !== undefined) {
        unanswered.current = null;
        return { kind: 'failed', message: error.message };
      }
      return { kind: 'unanswered' };
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, pendingId: () => unanswered.current?.clientQuoteId ?? null };
}
