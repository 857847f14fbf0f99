import type { Labels } from './lang.ts';
import { isProjectState, PROJECT_STATE } from './project-states.ts';
import type { ProjectState } from './project-states.ts';
import { toEpochMs } from './project-times.ts';
import type { TimeInput } from './project-times.ts';
import { labelTree } from './texts.ts';
import menuGatingTexts from './locales/menuGating.ts';

const TEXT = /* @__PURE__ */ labelTree(menuGatingTexts);

/**
 * Project side-menu gating (specification section 4, "Menu gating"). A link for a stage
 * the project has not reached is disabled with the hint below.
 *
 * Gates compare the stage a project has reached, not its raw state number: failed (8) and
 * suspended (9) are numerically above 7 but only ever come from 5, so they count as having
 * reached publication and no further. A suspended project thus keeps its sign-up and quote
 * pages (its window is only stopped), and neither opens the result, notice or contract
 * pages that belong to a project that really got a result.
 */
const STAGE_REACHED: Readonly<Record<ProjectState, number>> = {
  0: 0,
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 6,
  7: 7,
  8: 5,
  9: 5,
};

/** The stage a state stands for; -1 for an unknown state, which opens nothing. */
export function stageReached(state: number): number {
  return isProjectState(state) ? STAGE_REACHED[state] : -1;
}

type Gate =
  /** At or past the stage; `orFailed`: a failed project (8) too, for the notice that announces its failure. */
  | { stage: number; orFailed?: boolean }
  /** Above stage 5, or at stage 5 once the quote window has started. */
  | 'quoteStarted'
  /** Above stage 5, or at stage 5 once the quote window has ended. */
  | 'quoteEnded'
  /** Contracts exist only for a closed project: state 7 exactly. */
  | 'closed';

const from = (stage: number): Gate => ({ stage });
const endedFrom = (stage: number): Gate => ({ stage, orFailed: true });

export const PURCHASER_MENU_GATES = {
  ProjectInfoEdit_0: from(0),
  ProjectInfoRead: from(2),
  projectPbSetting: from(2),
  projectSignRead: from(5),
  projectCorrectionNotice: from(5),
  projectQuoteCheck: 'quoteStarted',
  projectQuoteAudit: from(6),
  projectPbQuoteAudit: from(6),
  projectPbResultCheck: from(6),
  projectPbResultAudit: from(6),
  projectResultNotice: endedFrom(7),
  projectPbResultNotice: from(7),
  projectFilePool: from(7),
  projectAgreementManage: 'closed',
} as const satisfies Record<string, Gate>;

/**
 * The specification gates only notice, sign-up, quote and result review for the agency.
 * The rest follow the work: evaluation settings are written while drafting (docs/rules.md:
 * drafting completes only with valid settings), the result notice is prepared once a
 * result exists, corrections belong to publication, the file summary to a closed project.
 */
export const AGENCY_MENU_GATES = {
  ProjectInfoEdit: from(0),
  'researchInfo-edit': from(0),
  projectPbSetting: from(1),
  projectBidNotice: from(4),
  researchNotice: from(4),
  projectSignAudit: from(5),
  'researchSign-read': from(5),
  projectCorrectionNotice: from(5),
  projectQuoteCheck: 'quoteStarted',
  projectQuoteAudit: 'quoteEnded',
  projectPbResultAudit: 'quoteEnded',
  projectResultNotice: endedFrom(6),
  projectFilePool: from(7),
  projectAgreementManage: 'closed',
} as const satisfies Record<string, Gate>;

export type PurchaserMenuKey = keyof typeof PURCHASER_MENU_GATES;
export type AgencyMenuKey = keyof typeof AGENCY_MENU_GATES;

export interface GatedProject {
  state: number;
  uppriceFromTime?: TimeInput | null;
  uppriceToTime?: TimeInput | null;
}

function isOpen(gate: Gate, project: GatedProject, now: number | undefined): boolean {
  const stage = stageReached(project.state);
  if (gate === 'closed') return project.state === PROJECT_STATE.closed;
  if (typeof gate === 'object')
    return stage >= gate.stage || (gate.orFailed === true && project.state === PROJECT_STATE.failed);
  if (stage > 5) return true;
  const edge = toEpochMs(gate === 'quoteStarted' ? project.uppriceFromTime : project.uppriceToTime);
  // A missing window or clock keeps the gate shut rather than guessing.
  return stage === 5 && edge !== undefined && now !== undefined && now >= edge;
}

function access<K extends string>(
  gates: Readonly<Record<K, Gate>>,
  project: GatedProject,
  now: TimeInput,
): Record<K, boolean> {
  const nowMs = toEpochMs(now);
  const out = {} as Record<K, boolean>;
  for (const key of Object.keys(gates) as K[]) out[key] = isOpen(gates[key], project, nowMs);
  return out;
}

export function purchaserMenuAccess(project: GatedProject, now: TimeInput): Record<PurchaserMenuKey, boolean> {
  return access<PurchaserMenuKey>(PURCHASER_MENU_GATES, project, now);
}

export function agencyMenuAccess(project: GatedProject, now: TimeInput): Record<AgencyMenuKey, boolean> {
  return access<AgencyMenuKey>(AGENCY_MENU_GATES, project, now);
}

/** The hint on a disabled link. */
export const STAGE_NOT_REACHED: Labels = TEXT.stageNotReached;
