import { call, service } from '../abp/route.ts';

/** The Quote calls with their schemas, each method declared once. */
export const Quote = service('Quote', ({ quote }) => ({
  Submit: call(quote.QuoteSubmitInput, quote.QuoteSubmitResult),
}));
