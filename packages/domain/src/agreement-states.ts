import type { Labels, Language } from './lang.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';
import { MOVE_SUBJECTS, decideMove, moveRefusalMessage } from './state-move.ts';
import type { MoveDecision, MoveRule } from './state-move.ts';
import { labelTree } from './texts.ts';
import agreementStatesTexts from './locales/agreementStates.ts';
import { codesByKey } from './state-codes.ts';
import { PROJECT_STATE } from './project-states.ts';

const TEXT = /* @__PURE__ */ labelTree(agreementStatesTexts);

/**
 * A contract (projectAgreementManage, myAgreement) between the purchaser and the winning
 * supplier. The purchaser signs first, as the buying party that offers the contract; the
 * supplier's signature then binds it; archiving freezes the signed text for the record.
 */
export const AGREEMENT_STATES = {
  0: { key: 'draft', labels: TEXT.draft },
  1: {
    key: 'purchaserSigned',
    labels: TEXT.purchaserSigned,
  },
  2: {
    key: 'supplierSigned',
    labels: TEXT.supplierSigned,
  },
  3: { key: 'archived', labels: TEXT.archived },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type AgreementState = keyof typeof AGREEMENT_STATES;
export const AGREEMENT_STATE_CODES = Object.keys(AGREEMENT_STATES).map(Number) as AgreementState[];
/** A state's code by its key: `AGREEMENT_STATE.draft`, not 0. */
export const AGREEMENT_STATE = codesByKey(AGREEMENT_STATES);

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
  return state === AGREEMENT_STATE.draft && (actor === agency || actor === purchaser);
}

/** Created by the agency handling the project or by its purchaser, once the project is closed (7). */
export function canCreateAgreement(projectState: number, actor: RoleName): boolean {
  return projectState === PROJECT_STATE.closed && (actor === agency || actor === purchaser);
}

const stateText = (state: number): Labels | string =>
  isAgreementState(state) ? AGREEMENT_STATES[state].labels : String(state);

/** The refusal message naming the current state; null when the move is allowed. */
export function agreementMoveError(from: number, to: number, actor: RoleName, lang: Language): string | null {
  const decision = canMoveAgreement(from, to, actor);
  if (decision.ok) return null;
  return moveRefusalMessage(
    decision.reason,
    { subject: MOVE_SUBJECTS.agreement, current: stateText(from), target: stateText(to), actor },
    lang,
  );
}
