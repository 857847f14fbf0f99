import type { Labels } from './lang.ts';
import type { ProjectKind } from './project-kinds.ts';

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
    labels: { 'zh-CN': '其他', 'zh-TW': '其他', 'en-US': 'Other', 'pt-BR': 'Outro' },
    projectType: null,
    description: {
      'zh-CN': '密封报价，由代理机构人工确定成交供应商并填写理由',
      'zh-TW': '密封報價，由代理機構人工確定成交供應商並填寫理由',
      'en-US': 'Sealed quotes; the agency picks the winner by hand with a written reason',
      'pt-BR': 'Propostas seladas; a agência escolhe o vencedor manualmente com justificativa escrita',
    },
    menuType: 'C',
    quoting: 'sealed',
  },
  1: {
    key: 'lowestPrice',
    labels: { 'zh-CN': '最低价', 'zh-TW': '最低價', 'en-US': 'Lowest price', 'pt-BR': 'Menor preço' },
    projectType: 1,
    description: {
      'zh-CN': '公开竞价，价格递减，报价最低者成交',
      'zh-TW': '公開競價，價格遞減，報價最低者成交',
      'en-US': 'Open auction, prices go down; the lowest quote wins',
      'pt-BR': 'Leilão aberto, preços em queda; vence a menor proposta',
    },
    menuType: 'A',
    quoting: 'descending',
  },
  2: {
    key: 'highestPrice',
    labels: { 'zh-CN': '最高价', 'zh-TW': '最高價', 'en-US': 'Highest price', 'pt-BR': 'Maior preço' },
    projectType: 1,
    description: {
      'zh-CN': '公开竞价，价格递增，报价最高者成交',
      'zh-TW': '公開競價，價格遞增，報價最高者成交',
      'en-US': 'Open auction, prices go up; the highest quote wins',
      'pt-BR': 'Leilão aberto, preços em alta; vence a maior proposta',
    },
    menuType: 'A',
    quoting: 'ascending',
  },
  3: {
    key: 'closestToAverage',
    labels: {
      'zh-CN': '平均价（最接近平均价）',
      'zh-TW': '平均價（最接近平均價）',
      'en-US': 'Closest to the average',
      'pt-BR': 'Mais próximo da média',
    },
    projectType: 1,
    description: {
      'zh-CN': '密封报价，最接近全部有效报价平均值者成交',
      'zh-TW': '密封報價，最接近全部有效報價平均值者成交',
      'en-US': 'Sealed quotes; the quote closest to the average of valid quotes wins',
      'pt-BR': 'Propostas seladas; vence a mais próxima da média das propostas válidas',
    },
    menuType: 'A',
    quoting: 'sealed',
  },
  4: {
    key: 'secondLowest',
    labels: { 'zh-CN': '次低价', 'zh-TW': '次低價', 'en-US': 'Second lowest', 'pt-BR': 'Segundo menor preço' },
    projectType: 1,
    description: {
      'zh-CN': '密封报价，排名第二低的报价成交',
      'zh-TW': '密封報價，排名第二低的報價成交',
      'en-US': 'Sealed quotes; the second lowest quote wins',
      'pt-BR': 'Propostas seladas; vence a segunda menor proposta',
    },
    menuType: 'A',
    quoting: 'sealed',
  },
  5: {
    key: 'comprehensiveScoring',
    labels: {
      'zh-CN': '综合评分',
      'zh-TW': '綜合評分',
      'en-US': 'Comprehensive scoring',
      'pt-BR': 'Pontuação abrangente',
    },
    projectType: 2,
    description: {
      'zh-CN': '密封报价，在专家大厅开标，价格分加专家评分，总分最高者成交',
      'zh-TW': '密封報價，在專家大廳開標，價格分加專家評分，總分最高者成交',
      'en-US': 'Sealed quotes opened in the expert hall; price score plus expert scores, highest total wins',
      'pt-BR':
        'Propostas seladas abertas na sala dos especialistas; nota de preço mais notas dos especialistas, vence o maior total',
    },
    menuType: 'B',
    quoting: 'sealed',
  },
  6: {
    key: 'belowAverageClosest',
    labels: {
      'zh-CN': '平均价（低于平均价且最接近）',
      'zh-TW': '平均價（低於平均價且最接近）',
      'en-US': 'Below the average and closest',
      'pt-BR': 'Abaixo da média e mais próximo',
    },
    projectType: 1,
    description: {
      'zh-CN': '密封报价，低于平均值且最接近平均值者成交',
      'zh-TW': '密封報價，低於平均值且最接近平均值者成交',
      'en-US': 'Sealed quotes; the quote below the average and closest to it wins',
      'pt-BR': 'Propostas seladas; vence a proposta abaixo da média e mais próxima dela',
    },
    menuType: 'A',
    quoting: 'sealed',
  },
  7: {
    key: 'preliminarySelectionScoring',
    labels: {
      'zh-CN': '入围遴选评分',
      'zh-TW': '入圍遴選評分',
      'en-US': 'Scoring, preliminary selection',
      'pt-BR': 'Pontuação, pré-seleção',
    },
    projectType: 4,
    description: {
      'zh-CN': '密封报价，按总分排名，前N名入围',
      'zh-TW': '密封報價，按總分排名，前N名入圍',
      'en-US': 'Sealed quotes ranked by total score; the top N are shortlisted',
      'pt-BR': 'Propostas seladas classificadas pela nota total; os N primeiros são pré-selecionados',
    },
    menuType: 'B',
    quoting: 'sealed',
  },
  8: {
    key: 'highestDiscountRate',
    labels: {
      'zh-CN': '最高折扣率',
      'zh-TW': '最高折扣率',
      'en-US': 'Highest discount rate',
      'pt-BR': 'Maior taxa de desconto',
    },
    projectType: 1,
    description: {
      'zh-CN': '公开竞价，折扣率递增，折扣率最高者成交',
      'zh-TW': '公開競價，折扣率遞增，折扣率最高者成交',
      'en-US': 'Open auction, the discount rate goes up; the highest rate wins',
      'pt-BR': 'Leilão aberto, a taxa de desconto sobe; vence a maior taxa',
    },
    menuType: 'A',
    quoting: 'ascending-rate',
  },
  9: {
    key: 'comparisonSelectionScoring',
    labels: {
      'zh-CN': '比选评分',
      'zh-TW': '比選評分',
      'en-US': 'Scoring, comparison selection',
      'pt-BR': 'Pontuação, seleção comparativa',
    },
    projectType: 5,
    description: {
      'zh-CN': '密封报价，按总分排名，总分最高者成交',
      'zh-TW': '密封報價，按總分排名，總分最高者成交',
      'en-US': 'Sealed quotes ranked by total score; the highest total wins',
      'pt-BR': 'Propostas seladas classificadas pela nota total; vence o maior total',
    },
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
  1: { key: 'none', labels: { 'zh-CN': '不公开', 'zh-TW': '不公開', 'en-US': 'None', 'pt-BR': 'Nenhuma' } },
  2: {
    key: 'half',
    labels: {
      'zh-CN': '半公开（仅报价）',
      'zh-TW': '半公開（僅報價）',
      'en-US': 'Half (amounts only)',
      'pt-BR': 'Parcial (apenas valores)',
    },
  },
  3: { key: 'full', labels: { 'zh-CN': '全公开', 'zh-TW': '全公開', 'en-US': 'Full', 'pt-BR': 'Total' } },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type DisclosureMode = keyof typeof DISCLOSURE_MODES;
export const DISCLOSURE_MODE_CODES = Object.keys(DISCLOSURE_MODES).map(Number) as DisclosureMode[];

export function isDisclosureMode(value: unknown): value is DisclosureMode {
  return value === 1 || value === 2 || value === 3;
}

/** The five price-score formulas of docs/rules.md "Scoring" (computed in price-score.ts). */
export const PRICE_SCORE_FORMULAS = {
  'lowest-price-base': {
    labels: {
      'zh-CN': '最低价基准法',
      'zh-TW': '最低價基準法',
      'en-US': 'Lowest-price base',
      'pt-BR': 'Base de menor preço',
    },
  },
  'discount-rate': {
    labels: { 'zh-CN': '折扣率法', 'zh-TW': '折扣率法', 'en-US': 'Discount rate', 'pt-BR': 'Taxa de desconto' },
  },
  'highest-price-base': {
    labels: {
      'zh-CN': '最高价基准法',
      'zh-TW': '最高價基準法',
      'en-US': 'Highest-price base',
      'pt-BR': 'Base de maior preço',
    },
  },
  difference: {
    labels: {
      'zh-CN': '差额法（每偏离1%扣分）',
      'zh-TW': '差額法（每偏離1%扣分）',
      'en-US': 'Difference method (points per 1% deviation)',
      'pt-BR': 'Método da diferença (pontos por 1% de desvio)',
    },
  },
  'average-base': {
    labels: {
      'zh-CN': '平均基准价法',
      'zh-TW': '平均基準價法',
      'en-US': 'Average base price',
      'pt-BR': 'Preço-base médio',
    },
  },
} as const satisfies Record<string, { labels: Labels }>;

export type PriceScoreFormula = keyof typeof PRICE_SCORE_FORMULAS;
export const PRICE_SCORE_FORMULA_KEYS = Object.keys(PRICE_SCORE_FORMULAS) as PriceScoreFormula[];

export function isPriceScoreFormula(value: unknown): value is PriceScoreFormula {
  return typeof value === 'string' && Object.hasOwn(PRICE_SCORE_FORMULAS, value);
}
