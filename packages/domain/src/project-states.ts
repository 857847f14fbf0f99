import type { Labels, Language } from './lang.ts';

/** antd Badge statuses; a state's badge colours its tag in lists and detail headers. */
export type StatusBadge = 'success' | 'processing' | 'default' | 'error' | 'warning';

/**
 * Project states (specification section 4). Only 5 runs live business (sign-up and
 * quoting), so it alone is "processing"; the end states get their own colours so a
 * closed, failed or suspended project stands out in a list.
 */
export const PROJECT_STATES = {
  0: {
    key: 'awaitingDraft',
    badge: 'default',
    labels: {
      'zh-CN': '项目待编制',
      'zh-TW': '項目待編製',
      'en-US': 'Awaiting drafting',
      'pt-BR': 'Aguardando elaboração',
    },
  },
  1: {
    key: 'drafting',
    badge: 'default',
    labels: { 'zh-CN': '项目编制中', 'zh-TW': '項目編製中', 'en-US': 'Drafting in progress', 'pt-BR': 'Em elaboração' },
  },
  2: {
    key: 'awaitingReview',
    badge: 'default',
    labels: {
      'zh-CN': '已编制待采购人审核',
      'zh-TW': '已編製待採購人審核',
      'en-US': 'Drafted, awaiting purchaser review',
      'pt-BR': 'Elaborado, aguardando revisão do comprador',
    },
  },
  3: {
    key: 'returned',
    badge: 'default',
    labels: { 'zh-CN': '项目退回', 'zh-TW': '項目退回', 'en-US': 'Project returned', 'pt-BR': 'Projeto devolvido' },
  },
  4: {
    key: 'approved',
    badge: 'default',
    labels: {
      'zh-CN': '审核通过未发布',
      'zh-TW': '審核通過未發布',
      'en-US': 'Approved, not published',
      'pt-BR': 'Aprovado, não publicado',
    },
  },
  5: {
    key: 'published',
    badge: 'processing',
    labels: { 'zh-CN': '已发布', 'zh-TW': '已發布', 'en-US': 'Published', 'pt-BR': 'Publicado' },
  },
  6: {
    key: 'resultPending',
    badge: 'default',
    labels: {
      'zh-CN': '结果待确认',
      'zh-TW': '結果待確認',
      'en-US': 'Result awaiting confirmation',
      'pt-BR': 'Resultado aguardando confirmação',
    },
  },
  7: {
    key: 'closed',
    badge: 'success',
    labels: { 'zh-CN': '项目关闭', 'zh-TW': '項目關閉', 'en-US': 'Project closed', 'pt-BR': 'Projeto encerrado' },
  },
  8: {
    key: 'failed',
    badge: 'error',
    labels: { 'zh-CN': '项目流标', 'zh-TW': '項目流標', 'en-US': 'Project failed', 'pt-BR': 'Projeto fracassado' },
  },
  9: {
    key: 'suspended',
    badge: 'warning',
    labels: { 'zh-CN': '项目暂停', 'zh-TW': '項目暫停', 'en-US': 'Project suspended', 'pt-BR': 'Projeto suspenso' },
  },
} as const satisfies Record<number, { key: string; badge: StatusBadge; labels: Labels }>;

export type ProjectState = keyof typeof PROJECT_STATES;
export type ProjectStateKey = (typeof PROJECT_STATES)[ProjectState]['key'];
export const PROJECT_STATE_CODES = Object.keys(PROJECT_STATES).map(Number) as ProjectState[];

export function isProjectState(value: unknown): value is ProjectState {
  return typeof value === 'number' && Number.isInteger(value) && value in PROJECT_STATES;
}

/** The label of a state; an unknown code (bad data) is shown as its number, not hidden. */
export function projectStateLabel(state: number, lang: Language): string {
  return isProjectState(state) ? PROJECT_STATES[state].labels[lang] : String(state);
}
