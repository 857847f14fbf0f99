import type Decimal from 'decimal.js';
import { Money, tryParseAmount, type AmountInput } from './money.ts';
import {
  WINBID_RULES,
  isDisclosureMode,
  type DisclosureMode,
  type QuotingStyle,
  type WinbidRule,
} from './winbid-rules.ts';
import type { QuoteRefusal } from './quote-refusals.ts';
import { audienceFacts } from './audience-policy.ts';
import { ABNORMAL_LOW_PERCENT_RANGE, DEFAULT_ABNORMAL_LOW_PERCENT } from './abnormal-low.ts';
import { PROJECT_STATE } from './project-states.ts';
import { effectiveFloor, floorPercentValid } from './price-floor.ts';

// The refusal reasons and their messages sit in their own file; they are part of this API.
export {
  AMOUNT_REFUSALS,
  QUOTE_REFUSALS,
  QUOTE_REFUSAL_MESSAGES,
  quoteRefusalMessage,
  type QuoteRefusal,
} from './quote-refusals.ts';

export type MinStepKind = 'amount' | 'percent';
/** What the minimum step is measured from: the current best quote, or the bidder's own last one. */
export type StepAgainst = 'best' | 'own';

export interface SoftCloseSettings {
  enabled: boolean;
  /** A valid quote this close to the end (seconds) extends it. */
  triggerSeconds: number;
  extendSeconds: number;
  /** 'any' valid quote, or only one that changes the best. */
  trigger: 'any' | 'best';
  maxExtensions: number;
  maxTotalExtensionSeconds: number;
}

/** Per-project bidding settings (projectPbSetting). Amounts are decimal strings ("1000.00"). */
export interface BiddingSettings {
  /** The least improvement of a quote: yuan, or percent of the quote it is measured from. */
  minStep: string;
  minStepKind: MinStepKind;
  mustBeatBest: boolean;
  /**
   * The step is measured from the current best or from the bidder's own last quote. Left out,
   * it is the best when mustBeatBest is on (as buyers read 最小降价幅度) and the own quote otherwise.
   */
  stepAgainst?: StepAgainst;
  /** No quote below it (descending auctions and sealed price methods); null or left out: none. */
  floor?: string | null;
  /**
   * No quote below this percent of the project's budget (the same methods); null or left out:
   * none. With an amount too, the higher of the two holds (price-floor.ts).
   */
  floorPercent?: number | null;
  /**
   * The agency's monitor flags a quote this many percent below the average of the current
   * quotes (abnormal-low.ts); 0 turns the flag off. Left out: DEFAULT_ABNORMAL_LOW_PERCENT.
   */
  abnormalLowPercent?: number;
  /** 最高限价: no quote above it (descending auctions and sealed price methods). */
  priceCap: string | null;
  /** 起价: no quote below it (ascending auctions). */
  startPrice: string | null;
  /** Accepted quotes per supplier; null is unlimited. */
  maxQuotes: number | null;
  softClose: SoftCloseSettings;
  /** Fewer valid bidders at the end of the window fails the project. */
  minBidders: number;
  disclosure: DisclosureMode;
}

/**
 * docs/rules.md defaults. Soft close is off; its numbers are what the agency starts from when it
 * turns it on. Disclosure defaults to 1 (none): the mode that cannot leak anything.
 */
export const DEFAULT_BIDDING_SETTINGS: Readonly<BiddingSettings> = Object.freeze({
  minStep: '0',
  minStepKind: 'amount',
  mustBeatBest: false,
  priceCap: null,
  startPrice: null,
  maxQuotes: null,
  softClose: Object.freeze({
    enabled: false,
    triggerSeconds: 60,
    extendSeconds: 60,
    trigger: 'any',
    maxExtensions: 10,
    maxTotalExtensionSeconds: 600,
  }),
  minBidders: 3,
  disclosure: 1,
});

export const MIN_BIDDERS_RANGE = { min: 1, max: 9 } as const;

export type BiddingSettingsIssue =
  | 'min-step'
  | 'price-cap'
  | 'start-price'
  | 'start-above-cap'
  | 'floor'
  | 'floor-above-cap'
  | 'floor-percent'
  | 'abnormal-low-percent'
  | 'max-quotes'
  | 'soft-close'
  | 'min-bidders'
  | 'disclosure';

/**
 * What is wrong with the settings (empty when valid); drafting completes only when empty. With
 * the project's budget, a floor set as its share is held below the cap too.
 */
export function validateBiddingSettings(
  settings: BiddingSettings,
  budget: AmountInput | null = null,
): BiddingSettingsIssue[] {
  const issues: BiddingSettingsIssue[] = [];
  const step = tryParseAmount(settings.minStep);
  if (!step.ok || (settings.minStepKind === 'percent' && step.value.gte(100))) issues.push('min-step');
  const cap = settings.priceCap === null ? null : tryParseAmount(settings.priceCap);
  const start = settings.startPrice === null ? null : tryParseAmount(settings.startPrice);
  if (cap && (!cap.ok || cap.value.isZero())) issues.push('price-cap');
  if (start && !start.ok) issues.push('start-price');
  if (cap?.ok && start?.ok && start.value.gt(cap.value)) issues.push('start-above-cap');
  const floor = settings.floor == null ? null : tryParseAmount(settings.floor);
  if (floor && !floor.ok) issues.push('floor');
  const percentValid = floorPercentValid(settings.floorPercent);
  if (!percentValid) issues.push('floor-percent');
  const inForce =
    floor && !floor.ok ? null : effectiveFloor(percentValid ? settings : { floor: settings.floor }, budget);
  if (cap?.ok && inForce !== null && cap.value.lte(inForce)) issues.push('floor-above-cap');
  const percent = settings.abnormalLowPercent ?? DEFAULT_ABNORMAL_LOW_PERCENT;
  const { min: least, max: most } = ABNORMAL_LOW_PERCENT_RANGE;
  if (!Number.isInteger(percent) || percent < least || percent > most) issues.push('abnormal-low-percent');
  if (settings.maxQuotes !== null && !(Number.isInteger(settings.maxQuotes) && settings.maxQuotes >= 1))
    issues.push('max-quotes');
  if (!softCloseValid(settings.softClose)) issues.push('soft-close');
  const { min, max } = MIN_BIDDERS_RANGE;
  if (!Number.isInteger(settings.minBidders) || settings.minBidders < min || settings.minBidders > max)
    issues.push('min-bidders');
  if (!isDisclosureMode(settings.disclosure)) issues.push('disclosure');
  return issues;
}

function softCloseValid(s: SoftCloseSettings): boolean {
  const whole = (n: number, least: number) => Number.isInteger(n) && n >= least;
  if (s.trigger !== 'any' && s.trigger !== 'best') return false;
  // The numbers are stored whatever the switch, and apply as soon as it is turned on.
  return (
    whole(s.triggerSeconds, 1) &&
    whole(s.extendSeconds, 1) &&
    whole(s.maxExtensions, 0) &&
    whole(s.maxTotalExtensionSeconds, 0)
  );
}

export interface QuoteProject {
  /** Project state; quoting needs 5 (published). 9 is suspended. */
  state: number;
  winbidRule: WinbidRule;
  /** Epoch ms. `uppriceToTime` is the current end, extensions and pauses included. */
  uppriceFromTime: number;
  uppriceToTime: number;
  paused: boolean;
  /** The budget a floor set as its share is taken of; left out or null: no such floor. */
  budget?: AmountInput | null;
}

export interface QuoteDecisionInput {
  project: QuoteProject;
  settings: BiddingSettings;
  /** The supplier's sign-up; status as on the audit record: 0 pending, 1 passed, 2 returned. */
  signUp: { status: number } | null;
  /**
   * This supplier's accepted quotes in this project, oldest first. Only their count and the
   * last one are read, so a caller that knows just those passes an array-like of that length
   * holding the last (the api: a bidder's standing keeps its count and its latest amount).
   */
  ownQuotes: ArrayLike<{ amount: AmountInput }>;
  /** The current best valid quote of the project (rank 1), if any. */
  best: { amount: AmountInput } | null;
  extensionsSoFar: number;
  extendedSecondsSoFar: number;
  /** As received; validated here. */
  amount: unknown;
  /** The server's clock, epoch ms. */
  now: number;
}

export type QuoteDecision =
  | {
      accepted: true;
      /** The canonical amount to store ("1234.50"). */
      amount: string;
      /** Strictly better than the previous best (open auctions; always false when sealed). */
      isNewBest: boolean;
      /** Sealed methods: this quote replaces the supplier's previous one. */
      replacesPrevious: boolean;
      /** Quotes left after this one; null when unlimited. */
      remainingQuotes: number | null;
      /** Soft close: the new end of the window and by how much it moved. */
      newEndsAt?: number;
      extendedBySeconds?: number;
    }
  | { accepted: false; reason: QuoteRefusal };

/** What the project's step is measured from (BiddingSettings.stepAgainst). */
export function stepAgainstOf(settings: Pick<BiddingSettings, 'stepAgainst' | 'mustBeatBest'>): StepAgainst {
  return settings.stepAgainst ?? (settings.mustBeatBest ? 'best' : 'own');
}

/** Decides one quote by the server's clock and the project's bidding rules (docs/rules.md). */
export function decideQuote(input: QuoteDecisionInput): QuoteDecision {
  const { project, settings, now } = input;
  const refuse = (reason: QuoteRefusal): QuoteDecision => ({ accepted: false, reason });

  // State 5 is "published"; the project-states dictionary lives in project-states.ts.
  if (project.state === PROJECT_STATE.suspended) return refuse('suspended');
  if (project.state !== PROJECT_STATE.published) return refuse('not-published');
  if (project.paused) return refuse('paused');
  if (now < project.uppriceFromTime) return refuse('window-not-open');
  if (now >= project.uppriceToTime) return refuse('window-closed');
  if (!input.signUp) return refuse('not-signed-up');
  if (input.signUp.status !== 1) return refuse('sign-up-not-passed');

  const style = WINBID_RULES[project.winbidRule].quoting;
  const parsed = tryParseAmount(input.amount);
  if (!parsed.ok)
    return refuse(
      style === 'ascending-rate' && parsed.code === 'negative' ? 'discount-out-of-range' : 'invalid-amount',
    );
  const amount = parsed.value;
  if (style === 'ascending-rate') {
    if (amount.gte(100)) return refuse('discount-out-of-range');
  } else if (amount.isZero()) return refuse('invalid-amount');

  const count = input.ownQuotes.length;
  if (settings.maxQuotes !== null && count >= settings.maxQuotes) return refuse('max-quotes-reached');
  if (
    style !== 'ascending' &&
    style !== 'ascending-rate' &&
    settings.priceCap !== null &&
    amount.gt(settings.priceCap)
  ) {
    return refuse('above-price-cap');
  }
  if (style === 'ascending' && settings.startPrice !== null && amount.lt(settings.startPrice))
    return refuse('below-start-price');
  const floor = effectiveFloor(settings, project.budget);
  if ((style === 'descending' || style === 'sealed') && floor !== null && amount.lt(floor))
    return refuse('below-floor');

  let isNewBest = false;
  if (style !== 'sealed') {
    const last = input.ownQuotes[count - 1];
    if (last && !improvesEnough(style, new Money(last.amount), amount, settings)) return refuse('step-too-small');
    const gainOnBest = input.best ? improvement(style, new Money(input.best.amount), amount) : null;
    // A rule against the best binds only where the audience policy shows bidders the others'
    // amounts: under mode 1 its refusal would tell a bidder that a rival is lower.
    const bestShown = audienceFacts('passedBidder', 'windowOpen', { disclosure: settings.disclosure, sealed: false });
    if (settings.mustBeatBest && bestShown.amounts === 'all' && gainOnBest !== null && !gainOnBest.gt(0))
      return refuse('must-beat-best');
    // Measured from the best, the step holds against every bidder: no lead taken by a cent.
    const best = input.best;
    if (
      bestShown.amounts === 'all' &&
      stepAgainstOf(settings) === 'best' &&
      best &&
      !improvesEnough(style, new Money(best.amount), amount, settings)
    )
      return refuse('step-too-small-on-best');
    // An equal amount is not a new best: ties go to the earlier acceptance.
    isNewBest = gainOnBest === null || gainOnBest.gt(0);
  }

  const decision: QuoteDecision = {
    accepted: true,
    amount: amount.toFixed(2),
    isNewBest,
    replacesPrevious: style === 'sealed' && count > 0,
    remainingQuotes: settings.maxQuotes === null ? null : settings.maxQuotes - count - 1,
  };
  const extension = softCloseExtension(input, isNewBest);
  if (extension > 0) {
    decision.newEndsAt = project.uppriceToTime + extension * 1000;
    decision.extendedBySeconds = extension;
  }
  return decision;
}

/** How much `next` improves on `previous` in the auction's direction (negative: worse). */
export function improvement(style: QuotingStyle, previous: Decimal, next: Decimal): Decimal {
  return style === 'descending' || style === 'sealed' ? previous.minus(next) : next.minus(previous);
}

/** The least a supplier's next quote must improve on its own `last` one (the project's step). */
export function requiredImprovement(
  last: Decimal,
  settings: Pick<BiddingSettings, 'minStep' | 'minStepKind'>,
): Decimal {
  const step = new Money(settings.minStep);
  return settings.minStepKind === 'percent' ? last.times(step).dividedBy(100) : step;
}

/** Whether `amount` improves on the supplier's own `last` quote by at least the project's step. */
export function improvesEnough(
  style: QuotingStyle,
  last: Decimal,
  amount: Decimal,
  settings: Pick<BiddingSettings, 'minStep' | 'minStepKind'>,
): boolean {
  const gain = improvement(style, last, amount);
  // Re-sending the same amount is never an improvement, even with a zero step.
  return gain.gt(0) && gain.gte(requiredImprovement(last, settings));
}

function softCloseExtension(input: QuoteDecisionInput, isNewBest: boolean): number {
  const s = input.settings.softClose;
  if (!s.enabled) return 0;
  if (input.project.uppriceToTime - input.now > s.triggerSeconds * 1000) return 0;
  if (s.trigger === 'best' && !isNewBest) return 0;
  if (input.extensionsSoFar >= s.maxExtensions) return 0;
  const budget = s.maxTotalExtensionSeconds - input.extendedSecondsSoFar;
  return Math.max(0, Math.min(s.extendSeconds, budget));
}
