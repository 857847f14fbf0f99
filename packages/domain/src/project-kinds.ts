import type { Labels } from './lang.ts';

/** Project kinds (specification section 1). `projectType` on a project holds the code. */
export const PROJECT_KINDS = {
  1: {
    key: 'onlineBidding',
    labels: {
      'zh-CN': '网上竞价',
      'zh-TW': '網上競價',
      'en-US': 'Online price bidding',
      'pt-BR': 'Licitação de preço online',
    },
  },
  2: {
    key: 'comprehensiveScoring',
    labels: {
      'zh-CN': '综合评分',
      'zh-TW': '綜合評分',
      'en-US': 'Comprehensive scoring',
      'pt-BR': 'Pontuação abrangente',
    },
  },
  3: {
    key: 'marketResearch',
    labels: { 'zh-CN': '市场调研', 'zh-TW': '市場調研', 'en-US': 'Market research', 'pt-BR': 'Pesquisa de mercado' },
  },
  4: {
    key: 'preliminarySelection',
    labels: { 'zh-CN': '入围遴选', 'zh-TW': '入圍遴選', 'en-US': 'Preliminary selection', 'pt-BR': 'Pré-seleção' },
  },
  5: {
    key: 'comparisonSelection',
    labels: { 'zh-CN': '比选', 'zh-TW': '比選', 'en-US': 'Comparison selection', 'pt-BR': 'Seleção comparativa' },
  },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type ProjectKind = keyof typeof PROJECT_KINDS;
export const PROJECT_KIND_CODES = Object.keys(PROJECT_KINDS).map(Number) as ProjectKind[];

export function isProjectKind(value: unknown): value is ProjectKind {
  return typeof value === 'number' && value in PROJECT_KINDS;
}
