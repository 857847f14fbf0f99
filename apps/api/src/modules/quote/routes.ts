import { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { submitQuote } from './submit.ts';

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
      // Decided in its project's batch, in the batch's own transaction.
      transactional: false,
      handle: submitQuote,
    }),
  ],
};
