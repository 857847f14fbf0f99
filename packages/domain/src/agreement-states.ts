import type { Labels, Language } from './lang.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';
import { decideMove, moveRefusalMessage } from './state-move.ts';
import type { MoveDecision, MoveRule } from './state-move.ts';

/**
 * A contract (projectAgreementManage, myAgreement) between the purchaser and the winning
 * supplier. The purchaser signs first, as the buying party that offers the contract; the
 * supplier's signature then binds it; archiving freezes the signed text for the record.
 */
export const AGREEMENT_STATES = {
  0: { key: 'draft', labels: { 'zh-CN': '草稿', 'zh-TW': '草稿', 'en-US': 'Draft', 'pt-BR': 'Rascunho' } },
  1: {
    key: 'purchaserSigned',
    labels: {
      'zh-CN': '采购人已签署',
      'zh-TW': '採購人已簽署',
      'en-US': 'Signed by the purchaser',
      'pt-BR': 'Assinado pelo comprador',
    },
  },
  2: {
    key: 'supplierSigned',
    labels: {
      'zh-CN': '供应商已签署',
      'zh-TW': '供應商已簽署',
      'en-US': 'Signed by the supplier',
      'pt-BR': 'Assinado pelo fornecedor',
    },
  },
  3: { key: 'archived', labels: { 'zh-CN': '已归档', 'zh-TW': '已歸檔', 'en-US': 'Archived', 'pt-BR': 'Arquivado' } },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type AgreementState = keyof typeof AGREEMENT_STATES;
export const AGREEMENT_STATE_CODES = Object.keys(AGREEMENT_STATES).map(Number) as AgreementState[];

export function isAgreementState(value: unknown): value is AgreementState {
  return typeof value === 'number' && Number.isInteger(value) && value in AGREEMENT_STATES;
}

const { purchaser, supplier, agency } = ROLES;

/** The only legal moves; anything else (skipping a signature, reopening) is refused. */
export const AGREEMENT_MOVES: readonly MoveRule<AgreementState>[] = [
  { from: 0, to: 1, actors: [purchaser] },
  { from: 1, to: 2, actors: [supplier] },
  { from: 2, to: 3, actors: [agency, purchaser] },
];

export function canMoveAgreement(from: number, to: number, actor: RoleName): MoveDecision {
  return decideMove(AGREEMENT_MOVES, from, to, actor);
}

/** Fields and attachments change only while nobody has signed: a signature covers a fixed text. */
export function isAgreementEditable(state: number, actor: RoleName): boolean {
  return state === 0 && (actor === agency || actor === purchaser);
}

/** Created by the agency handling the project or by its purchaser, once the project is closed (7). */
export function canCreateAgreement(projectState: number, actor: RoleName): boolean {
  return projectState === 7 && (actor === agency || actor === purchaser);
}

const AGREEMENT: Labels = { 'zh-CN': '合同', 'zh-TW': '合同', 'en-US': 'contract', 'pt-BR': 'contrato' };

const stateText = (state: number): Labels | string =>
  isAgreementState(state) ? AGREEMENT_STATES[state].labels : String(state);

/** The refusal message naming the current state; null when the move is allowed. */
export function agreementMoveError(from: number, to: number, actor: RoleName, lang: Language): string | null {
  const decision = canMoveAgreement(from, to, actor);
  if (decision.ok) return null;
  return moveRefusalMessage(
    decision.reason,
    { subject: AGREEMENT, current: stateText(from), target: stateText(to), actor },
    lang,
  );
}
