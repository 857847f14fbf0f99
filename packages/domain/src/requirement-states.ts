import type { Labels, Language } from './lang.ts';
import type { StatusBadge } from './project-states.ts';

/**
 * Requirement (demand) states (specification section 4). The two states waiting on the
 * purchaser's decision or already decided get colours; the hand-over steps stay neutral.
 */
export const REQUIREMENT_STATES = {
  0: {
    key: 'created',
    badge: 'default',
    labels: { 'zh-CN': '已创建', 'zh-TW': '已創建', 'en-US': 'Created', 'pt-BR': 'Criado' },
  },
  1: {
    key: 'awaitingReceipt',
    badge: 'default',
    labels: { 'zh-CN': '待接收', 'zh-TW': '待接收', 'en-US': 'Awaiting receipt', 'pt-BR': 'Aguardando recebimento' },
  },
  2: {
    key: 'submitted',
    badge: 'default',
    labels: { 'zh-CN': '已提交', 'zh-TW': '已提交', 'en-US': 'Submitted', 'pt-BR': 'Enviado' },
  },
  3: {
    key: 'awaitingReview',
    badge: 'processing',
    labels: {
      'zh-CN': '已编制待审核',
      'zh-TW': '已編製待審核',
      'en-US': 'Drafted, awaiting review',
      'pt-BR': 'Elaborado, aguardando revisão',
    },
  },
  4: {
    key: 'returned',
    badge: 'warning',
    labels: { 'zh-CN': '已退回', 'zh-TW': '已退回', 'en-US': 'Returned', 'pt-BR': 'Devolvido' },
  },
  5: {
    key: 'passed',
    badge: 'success',
    labels: { 'zh-CN': '已通过', 'zh-TW': '已通過', 'en-US': 'Passed', 'pt-BR': 'Aprovado' },
  },
} as const satisfies Record<number, { key: string; badge: StatusBadge; labels: Labels }>;

export type RequirementState = keyof typeof REQUIREMENT_STATES;
export type RequirementStateKey = (typeof REQUIREMENT_STATES)[RequirementState]['key'];
export const REQUIREMENT_STATE_CODES = Object.keys(REQUIREMENT_STATES).map(Number) as RequirementState[];

export function isRequirementState(value: unknown): value is RequirementState {
  return typeof value === 'number' && Number.isInteger(value) && value in REQUIREMENT_STATES;
}

/** The label of a state; an unknown code (bad data) is shown as its number, not hidden. */
export function requirementStateLabel(state: number, lang: Language): string {
  return isRequirementState(state) ? REQUIREMENT_STATES[state].labels[lang] : String(state);
}
