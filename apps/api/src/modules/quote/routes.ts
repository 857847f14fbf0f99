import { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { inProjectQueue } from './project-queue.ts';
import { submitQuote } from './service.ts';

/** Live quoting by suppliers (RULES.md "The quote window"). */
export const quoteService: Service = {
  name: 'Quote',
  endpoints: [
    endpoint({
      method: 'Submit',
      summary: 'Quote in a live window; the same clientQuoteId returns the first answer. A refusal carries its reason.',
      input: QuoteSubmitInput,
      output: QuoteSubmitResult,
      access: { roles: [ROLES.supplier] },
      // Its own transaction, opened only when the project's queue reaches this quote.
      transactional: false,
      handle: (ctx, input) => inProjectQueue(ctx.deps, input.projectId, () => ctx.deps.db.transaction((tx) => submitQuote({ ...ctx, db: tx }, input))),
    }),
  ],
};
