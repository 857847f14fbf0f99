/**
 * One quote's client id (docs/rules.md: the same `clientQuoteId` twice is one quote). The id is made
 * when a value is first submitted and kept while the answer is unknown (a timeout, a dropped
 * connection), so a retry of the same value can never quote twice; an answer or a new value
 * starts a new quote.
 */
export interface Attempt {
  value: string;
  clientQuoteId: string;
}

function newClientQuoteId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `q-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The attempt to send for `value`: the unanswered one when it is the same value. */
export function attemptFor(
  value: string,
  unanswered: Attempt | null,
  makeId: () => string = newClientQuoteId,
): Attempt {
  return unanswered && unanswered.value === value ? unanswered : { value, clientQuoteId: makeId() };
}
