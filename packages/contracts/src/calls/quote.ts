import { withSchemas } from '../abp/call.ts';
import { QuoteSubmitInput, QuoteSubmitResult } from '../quote.ts';
import * as routes from '../routes/quote.ts';

/** The Quote calls with their schemas, as the api serves them. */
export const Quote = withSchemas(routes.Quote, {
  Submit: [QuoteSubmitInput, QuoteSubmitResult],
});
