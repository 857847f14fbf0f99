import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import { AMOUNT_REFUSALS, decideQuote, type QuoteRefusal } from '@bidhall/domain/quote-rules';
import { isDisclosureMode, type WinbidRule } from '@bidhall/domain/winbid-rules';

/** What the hall knows before a quote is sent: the rules, the own quotes and the best it may see. */
export interface QuoteFacts {
  winbidRule: WinbidRule;
  settings: PbSettingDto;
  ownCount: number;
  ownLast: string | null;
  /** The best as this supplier may see it; null when hidden or none yet. */
  best: string | null;
}

const amountRefusals: ReadonlySet<QuoteRefusal> = new Set(AMOUNT_REFUSALS);

/**
 * Why the server would refuse this amount, decided by the same rule it runs (decideQuote) on
 * what the page knows, with the window taken as open; null when the rules let it through.
 * The server still decides: a rival's quote may arrive first.
 */
export function precheckQuote(facts: QuoteFacts, amount: string): QuoteRefusal | null {
  const { settings } = facts;
  // decideQuote reads the count and the last quote alone (its ownQuotes contract).
  const ownQuotes =
    facts.ownCount > 0 && facts.ownLast !== null
      ? { length: facts.ownCount, [facts.ownCount - 1]: { amount: facts.ownLast } }
      : { length: facts.ownCount };
  const decision = decideQuote({
    project: { state: 5, winbidRule: facts.winbidRule, uppriceFromTime: 0, uppriceToTime: Infinity, paused: false },
    settings: { ...settings, disclosure: isDisclosureMode(settings.disclosure) ? settings.disclosure : 1 },
    signUp: { status: 1 },
    ownQuotes,
    best: facts.best === null ? null : { amount: facts.best },
    extensionsSoFar: 0,
    extendedSecondsSoFar: 0,
    amount,
    now: 1,
  });
  return !decision.accepted && amountRefusals.has(decision.reason) ? decision.reason : null;
}
