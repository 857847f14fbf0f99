import type { Labels } from './lang.ts';
import type { ProjectKind } from './project-kinds.ts';
import { labelTree } from './texts.ts';
import winbidRulesTexts from './locales/winbidRules.ts';

const TEXT = /* @__PURE__ */ labelTree(winbidRulesTexts);

/** How suppliers quote during the window (docs/rules.md "Project kinds and winning methods"). */
export type QuotingStyle = 'descending' | 'ascending' | 'ascending-rate' | 'sealed';

/** The project side menu: A online bidding, B scoring types, C empty (specification section 2). */
export type MenuType = 'A' | 'B' | 'C';

export interface WinbidRuleInfo {
  readonly key: string;
  readonly labels: Labels;
  /** The project kind (project-kinds.ts); null for "other", which may be any kind. */
  readonly projectType: ProjectKind | null;
  readonly description: Labels;
  readonly menuType: MenuType;
  readonly quoting: QuotingStyle;
}

/** The winning-rule dictionary, keyed by winbidRule (specification sections 3 and 9). */
export const WINBID_RULES = {
  0: {
    key: 'other',
    labels: TEXT.winbidRules.other.label,
    projectType: null,
    description: TEXT.winbidRules.other.description,
    menuType: 'C',
    quoting: 'sealed',
  },
  1: {
    key: 'lowestPrice',
    labels: TEXT.winbidRules.lowestPrice.label,
    projectType: 1,
    description: TEXT.winbidRules.lowestPrice.description,
    menuType: 'A',
    quoting: 'descending',
  },
  2: {
    key: 'highestPrice',
    labels: TEXT.winbidRules.highestPrice.label,
    projectType: 1,
    description: TEXT.winbidRules.highestPrice.description,
    menuType: 'A',
    quoting: 'ascending',
  },
  3: {
    key: 'closestToAverage',
    labels: TEXT.winbidRules.closestToAverage.label,
    projectType: 1,
    description: TEXT.winbidRules.closestToAverage.description,
    menuType: 'A',
    quoting: 'sealed',
  },
  4: {
    key: 'secondLowest',
    labels: TEXT.winbidRules.secondLowest.label,
    projectType: 1,
    description: TEXT.winbidRules.secondLowest.description,
    menuType: 'A',
    quoting: 'sealed',
  },
  5: {
    key: 'comprehensiveScoring',
    labels: TEXT.winbidRules.comprehensiveScoring.label,
    projectType: 2,
    description: TEXT.winbidRules.comprehensiveScoring.description,
    menuType: 'B',
    quoting: 'sealed',
  },
  6: {
    key: 'belowAverageClosest',
    labels: TEXT.winbidRules.belowAverageClosest.label,
    projectType: 1,
    description: TEXT.winbidRules.belowAverageClosest.description,
    menuType: 'A',
    quoting: 'sealed',
  },
  7: {
    key: 'preliminarySelectionScoring',
    labels: TEXT.winbidRules.preliminarySelectionScoring.label,
    projectType: 4,
    description: TEXT.winbidRules.preliminarySelectionScoring.description,
    menuType: 'B',
    quoting: 'sealed',
  },
  8: {
    key: 'highestDiscountRate',
    labels: TEXT.winbidRules.highestDiscountRate.label,
    projectType: 1,
    description: TEXT.winbidRules.highestDiscountRate.description,
    menuType: 'A',
    quoting: 'ascending-rate',
  },
  9: {
    key: 'comparisonSelectionScoring',
    labels: TEXT.winbidRules.comparisonSelectionScoring.label,
    projectType: 5,
    description: TEXT.winbidRules.comparisonSelectionScoring.description,
    menuType: 'B',
    quoting: 'sealed',
  },
} as const satisfies Record<number, WinbidRuleInfo>;

export type WinbidRule = keyof typeof WINBID_RULES;
export const WINBID_RULE_CODES = Object.keys(WINBID_RULES).map(Number) as WinbidRule[];

export function isWinbidRule(value: unknown): value is WinbidRule {
  return typeof value === 'number' && Number.isInteger(value) && value in WINBID_RULES;
}

export function winbidRuleInfo(rule: WinbidRule): WinbidRuleInfo {
  return WINBID_RULES[rule];
}

/**
 * A project's kind: a research project's (mode 1) is market research; a rule that fixes the
 * kind decides it; "other" takes the kind asked for, online price bidding when none is.
 */
export function projectKindOf(mode: number, rule: WinbidRule, asked?: number): number {
  if (mode === 1) return 3;
  return WINBID_RULES[rule].projectType ?? asked ?? 1;
}

/** Sealed: one revisable quote per supplier, no amount shown to anyone until opened. */
export function isSealed(rule: WinbidRule): boolean {
  return WINBID_RULES[rule].quoting === 'sealed';
}

/** The one Quote/Submit member a method's quote is given in: a rate for the discount-rate method, an amount for every other. */
export type QuoteMember = 'amount' | 'discountRate';
export function quoteMemberOf(rule: WinbidRule): QuoteMember {
  return WINBID_RULES[rule].quoting === 'ascending-rate' ? 'discountRate' : 'amount';
}

/** Methods won by total score (price score plus expert scores). */
export function isScoring(rule: WinbidRule): boolean {
  return rule === 5 || rule === 7 || rule === 9;
}

/** Open auctions: quotes are seen live (subject to the disclosure mode) and must improve. */
export function isOpenAuction(rule: WinbidRule): boolean {
  return !isSealed(rule);
}

/** Price disclosure modes for open auctions (specification section 9, docs/rules.md table). */
export const DISCLOSURE_MODES = {
  1: { key: 'none', labels: TEXT.disclosureModes.none },
  2: {
    key: 'half',
    labels: TEXT.disclosureModes.half,
  },
  3: { key: 'full', labels: TEXT.disclosureModes.full },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type DisclosureMode = keyof typeof DISCLOSURE_MODES;
export const DISCLOSURE_MODE_CODES = Object.keys(DISCLOSURE_MODES).map(Number) as DisclosureMode[];

export function isDisclosureMode(value: unknown): value is DisclosureMode {
  return value === 1 || value === 2 || value === 3;
}

/** The five price-score formulas of docs/rules.md "Scoring" (computed in price-score.ts). */
export const PRICE_SCORE_FORMULAS = {
  'lowest-price-base': {
    labels: TEXT.priceScoreFormulas.lowestPriceBase,
  },
  'discount-rate': {
    labels: TEXT.priceScoreFormulas.discountRate,
  },
  'highest-price-base': {
    labels: TEXT.priceScoreFormulas.highestPriceBase,
  },
  difference: {
    labels: TEXT.priceScoreFormulas.difference,
  },
  'average-base': {
    labels: TEXT.priceScoreFormulas.averageBase,
  },
} as const satisfies Record<string, { labels: Labels }>;

export type PriceScoreFormula = keyof typeof PRICE_SCORE_FORMULAS;
export const PRICE_SCORE_FORMULA_KEYS = Object.keys(PRICE_SCORE_FORMULAS) as PriceScoreFormula[];

export function isPriceScoreFormula(value: unknown): value is PriceScoreFormula {
  return typeof value === 'string' && Object.hasOwn(PRICE_SCORE_FORMULAS, value);
}
