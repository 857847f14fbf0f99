import { route, routes } from '../abp/route.ts';
import type { QuoteSubmitInput, QuoteSubmitResult } from '../quote.ts';

/** The Quote calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Quote = routes('Quote', {
  Submit: route<typeof QuoteSubmitInput, typeof QuoteSubmitResult>(),
});
