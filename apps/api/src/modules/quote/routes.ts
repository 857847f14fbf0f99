import { Quote } from '@bidhall/contracts/routes/quote';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { submitQuote } from './submit.ts';

/** Live quoting by suppliers (docs/rules.md "The quote window"). */
export const quoteService = service(Quote, [
  endpoint(Quote.Submit, {
    summary: 'Quote in a live window; the same clientQuoteId returns the first answer. A refusal carries its reason.',
    access: { roles: [ROLES.supplier] },
    // Decided in its project's batch, in the batch's own transaction.
    transactional: false,
    handle: submitQuote,
  }),
]);
