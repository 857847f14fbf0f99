import type { Labels, Language } from './lang.ts';
import { labelTree } from './texts.ts';
import quoteRefusalsTexts from './locales/quoteRefusals.ts';

const TEXT = /* @__PURE__ */ labelTree(quoteRefusalsTexts);

/** Why a quote was refused (quote-rules.ts decideQuote), in the order the checks run. */
export const QUOTE_REFUSALS = [
  'suspended',
  'not-published',
  'paused',
  'window-not-open',
  'window-closed',
  'not-signed-up',
  'sign-up-not-passed',
  'invalid-amount',
  'discount-out-of-range',
  'max-quotes-reached',
  'above-price-cap',
  'below-start-price',
  'below-floor',
  'step-too-small',
  'must-beat-best',
  'step-too-small-on-best',
] as const;

export type QuoteRefusal = (typeof QUOTE_REFUSALS)[number];

/**
 * The refusals about the amount itself (its form, the cap, floor, step, best and quote limit):
 * those from 'invalid-amount' on. The ones before are about the project, its window and the
 * sign-up, which a hall shows as notices of their own.
 */
export const AMOUNT_REFUSALS: readonly QuoteRefusal[] = QUOTE_REFUSALS.slice(QUOTE_REFUSALS.indexOf('invalid-amount'));

export const QUOTE_REFUSAL_MESSAGES: Readonly<Record<QuoteRefusal, Labels>> = {
  suspended: TEXT.suspended,
  'not-published': TEXT.notPublished,
  paused: TEXT.paused,
  'window-not-open': TEXT.windowNotOpen,
  'window-closed': TEXT.windowClosed,
  'not-signed-up': TEXT.notSignedUp,
  'sign-up-not-passed': TEXT.signUpNotPassed,
  'invalid-amount': TEXT.invalidAmount,
  'discount-out-of-range': TEXT.discountOutOfRange,
  'max-quotes-reached': TEXT.maxQuotesReached,
  'above-price-cap': TEXT.abovePriceCap,
  'below-start-price': TEXT.belowStartPrice,
  'below-floor': TEXT.belowFloor,
  'step-too-small-on-best': TEXT.stepTooSmallOnBest,
  'step-too-small': TEXT.stepTooSmall,
  'must-beat-best': TEXT.mustBeatBest,
};

export function quoteRefusalMessage(reason: QuoteRefusal, lang: Language): string {
  return QUOTE_REFUSAL_MESSAGES[reason][lang];
}
