import { ROLES, type RoleName } from './roles.ts';
import type { DisclosureMode } from './winbid-rules.ts';
import { PROJECT_STATE } from './project-states.ts';

/**
 * The one audience policy (docs/rules.md "What each audience sees" and the tendering-law rules
 * below it): from the caller's relation to a project and the project's phase, which facts
 * about the project's bidders the caller may learn. Every REST read, the record and its
 * export, the public record and the gateway's views ask it; nothing filters by hand.
 */

/** The caller's relation to one project, decided on the server from the token and the db. */
export const RELATIONS = [
  'passedBidder',
  'pendingApplicant',
  'returnedApplicant',
  'rejectedApplicant',
  'nonParticipant',
  'assignedExpert',
  'handlingAgency',
  'owningPurchaser',
  'platformStaff',
  'anonymous',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** Where the project stands, as far as disclosure is concerned. */
export const PHASES = ['signUpOpen', 'signUpClosed', 'windowOpen', 'windowEnded', 'opened', 'resultPublished'] as const;
export type Phase = (typeof PHASES)[number];

/** Whose part of a fact a caller may see: everyone's, the winner's alone, or none but its own. */
export type Reach = 'all' | 'winner' | 'none';

export interface AudienceFacts {
  /** Other bidders' firm names and ids, their persons' names. */
  identities: Reach;
  /** How many signed up or quoted. */
  count: boolean;
  /** Other bidders' amounts (a supplier in mode 2 sees them without names). */
  amounts: Reach;
  /** When the others quoted, how often. */
  times: boolean;
  ranks: boolean;
  /** Sign-up contacts (linkman, phone) of the others. */
  contacts: boolean;
  /** The caller's own sign-up, quotes and record entries (a supplier firm). */
  ownRows: boolean;
  /** May join the project's hall (live events, snapshot, catch-up). */
  live: boolean;
  /** May watch the big screen's aggregates. */
  screen: boolean;
}

export interface ProjectDisclosure {
  disclosure: DisclosureMode;
  /** A sealed method (docs/rules.md winbidRule 3, 4, 5, 6, 7, 9, 0). */
  sealed: boolean;
}

export interface PhaseInput {
  state: number;
  now: number;
  applyToTime: number | null;
  uppriceFromTime: number | null;
  uppriceToTime: number | null;
  /** The window was closed by the window-end job (or the project left state 5). */
  windowClosed: boolean;
  /** Sealed quotes opened by the agency. */
  quotesOpened: boolean;
}

const NOTHING: AudienceFacts = {
  identities: 'none',
  count: false,
  amounts: 'none',
  times: false,
  ranks: false,
  contacts: false,
  ownRows: false,
  live: false,
  screen: false,
};

const PHASE_ORDER: Readonly<Record<Phase, number>> = {
  signUpOpen: 0,
  signUpClosed: 1,
  windowOpen: 2,
  windowEnded: 3,
  opened: 4,
  resultPublished: 5,
};
/** `phase` is at or after `from`. */
export const reached = (phase: Phase, from: Phase): boolean => PHASE_ORDER[phase] >= PHASE_ORDER[from];

/**
 * The project's phase. State 7 is the published result; state 6 (result submitted) or opened
 * sealed quotes count as opened; a closed or passed window as ended; states 8 (failed) and
 * other states past 5 as ended.
 */
export function projectPhase(p: PhaseInput): Phase {
  if (p.state === PROJECT_STATE.closed) return 'resultPublished';
  if (p.state === PROJECT_STATE.resultPending || p.quotesOpened) return 'opened';
  if (p.state > PROJECT_STATE.published && p.state !== PROJECT_STATE.suspended) return 'windowEnded';
  if (p.windowClosed || (p.uppriceToTime !== null && p.now >= p.uppriceToTime && p.state === PROJECT_STATE.published))
    return 'windowEnded';
  if (p.state < 5) return 'signUpOpen';
  if (p.uppriceFromTime !== null && p.now >= p.uppriceFromTime) return 'windowOpen';
  if (p.applyToTime !== null && p.now >= p.applyToTime) return 'signUpClosed';
  return 'signUpOpen';
}

/** Amounts exist for anyone to see: open auctions from the window, sealed ones once opened. */
function amountsOpen(phase: Phase, project: ProjectDisclosure): boolean {
  return project.sealed ? reached(phase, 'opened') : reached(phase, 'windowOpen');
}

/**
 * What the result notice publishes (docs/rules.md: after it, public): the winner, every bidder in
 * mode 3; and how many took part, which the public record's chain of entries shows anyway.
 */
export function publicFacts(project: ProjectDisclosure): AudienceFacts {
  const reach: Reach = project.disclosure === 3 ? 'all' : 'winner';
  return { ...NOTHING, identities: reach, amounts: reach, ranks: reach === 'all', count: true };
}

/** The party that runs or owns the project: everything, amounts as the method allows. */
function operatorFacts(phase: Phase, project: ProjectDisclosure, live: boolean): AudienceFacts {
  const amounts = amountsOpen(phase, project);
  return {
    identities: 'all',
    count: true,
    amounts: amounts ? 'all' : 'none',
    times: true,
    ranks: amounts,
    contacts: true,
    ownRows: true,
    live,
    screen: true,
  };
}

function bidderFacts(phase: Phase, project: ProjectDisclosure): AudienceFacts {
  const after = reached(phase, 'resultPublished') ? publicFacts(project) : NOTHING;
  // Open auctions show the others live as the mode allows; sealed ones from the opening.
  const showsOthers = reached(phase, project.sealed ? 'opened' : 'windowOpen') && project.disclosure >= 2;
  const during: AudienceFacts = showsOthers
    ? { ...NOTHING, amounts: 'all', ranks: true, count: true, identities: project.disclosure === 3 ? 'all' : 'none' }
    : NOTHING;
  return { ...merge(after, during), ownRows: true, live: true };
}

/** The wider of two grants, fact by fact. */
function merge(a: AudienceFacts, b: AudienceFacts): AudienceFacts {
  const wider = (x: Reach, y: Reach): Reach =>
    x === 'all' || y === 'all' ? 'all' : x === 'winner' || y === 'winner' ? 'winner' : 'none';
  return {
    identities: wider(a.identities, b.identities),
    count: a.count || b.count,
    amounts: wider(a.amounts, b.amounts),
    times: a.times || b.times,
    ranks: a.ranks || b.ranks,
    contacts: a.contacts || b.contacts,
    ownRows: a.ownRows || b.ownRows,
    live: a.live || b.live,
    screen: a.screen || b.screen,
  };
}

/** Which facts about a project's bidders `relation` may learn in `phase`. */
export function audienceFacts(relation: Relation, phase: Phase, project: ProjectDisclosure): AudienceFacts {
  const published = reached(phase, 'resultPublished') ? publicFacts(project) : NOTHING;
  switch (relation) {
    case 'handlingAgency':
    case 'owningPurchaser':
      return operatorFacts(phase, project, true);
    case 'platformStaff':
      return operatorFacts(phase, project, false);
    case 'assignedExpert': {
      if (!reached(phase, 'windowEnded')) return { ...NOTHING, live: true };
      return { ...operatorFacts(phase, project, true), screen: false, ownRows: false };
    }
    case 'passedBidder':
      return bidderFacts(phase, project);
    case 'pendingApplicant':
    case 'returnedApplicant':
    case 'rejectedApplicant':
      return { ...published, ownRows: true };
    case 'nonParticipant':
    case 'anonymous':
      return published;
  }
}

/** The facts as a table row, for the api README and the tests. */
export function describeFacts(f: AudienceFacts): string {
  const parts: string[] = [];
  if (f.identities !== 'none') parts.push(`names:${f.identities}`);
  if (f.count) parts.push('count');
  if (f.amounts !== 'none') parts.push(`amounts:${f.amounts}`);
  if (f.times) parts.push('times');
  if (f.ranks) parts.push('ranks');
  if (f.contacts) parts.push('contacts');
  if (f.ownRows) parts.push('own');
  if (f.live) parts.push('hall');
  if (f.screen) parts.push('screen');
  return parts.length > 0 ? parts.join(' ') : '-';
}

/**
 * The roles that may watch a tenant's big screen: the platform's staff, and the agencies and
 * purchasers whose projects it shows (the relations `audienceFacts` gives `screen`).
 */
export const SCREEN_ROLES: readonly RoleName[] = [ROLES.admin, ROLES.agency, ROLES.purchaser];

export const mayWatchScreen = (role: RoleName): boolean => SCREEN_ROLES.includes(role);

/**
 * Whose contracts a role reads (myAgreement): a contract binds the purchaser firm and the
 * winning supplier firm, drafted with the agency firm handling the project; each sees the
 * contracts of its firm on its side, the platform's staff all of them, anyone else none.
 */
export type ContractSide = 'purchaser' | 'supplier' | 'agency' | 'all' | 'none';

export function contractSide(role: RoleName): ContractSide {
  switch (role) {
    case ROLES.purchaser:
      return 'purchaser';
    case ROLES.supplier:
      return 'supplier';
    case ROLES.agency:
      return 'agency';
    case ROLES.admin:
      return 'all';
    default:
      return 'none';
  }
}
