import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';

/**
 * Menu badge counts (specification sections 3 and 6): the purchaser's and the agency's, the
 * administrator's registrations to review and the expert's projects to score. A badge counts
 * the rows of the list its entry opens that wait for the role: the expert's list (/BidOpen)
 * holds every assigned project, its badge those marked to score, as its workplace counts them.
 * The supplier's work is on its workplace; its list is empty, so a menu can ask any role
 * without a check.
 */
export const PURCHASER_BADGE_KEYS = ['waitCheckNum', 'waitResultNum'] as const;
export const AGENCY_BADGE_KEYS = [
  'waitEditNum',
  'waitRfqNum',
  'waitHangNetNum',
  'waitApplyNum',
  'waitConfirmNum',
  'waitUserAuditNum',
] as const;

export const ADMIN_BADGE_KEYS = ['waitUserAuditNum'] as const;
/** The expert's assigned projects still waiting for its scores. */
export const EXPERT_BADGE_KEYS = ['waitScoreNum'] as const;

export type PurchaserBadgeKey = (typeof PURCHASER_BADGE_KEYS)[number];
export type AgencyBadgeKey = (typeof AGENCY_BADGE_KEYS)[number];
export type ExpertBadgeKey = (typeof EXPERT_BADGE_KEYS)[number];
export type BadgeKey = PurchaserBadgeKey | AgencyBadgeKey | ExpertBadgeKey;
export type BadgeCounts<K extends BadgeKey = BadgeKey> = Partial<Record<K, number>>;

export const BADGE_KEYS_BY_ROLE: Readonly<Record<RoleName, readonly BadgeKey[]>> = {
  [ROLES.purchaser]: PURCHASER_BADGE_KEYS,
  [ROLES.agency]: AGENCY_BADGE_KEYS,
  [ROLES.supplier]: [],
  [ROLES.expert]: EXPERT_BADGE_KEYS,
  [ROLES.admin]: ADMIN_BADGE_KEYS,
};

/**
 * The roles whose counts the gateway pushes live (badge:counts); the others are read on each
 * navigation. The expert's are pushed when a project lets it score without its acting (a
 * window's end, sealed quotes opened).
 */
export const PUSHED_BADGE_ROLES: readonly RoleName[] = [ROLES.purchaser, ROLES.agency, ROLES.expert];

export function badgeKeysFor(role: RoleName): readonly BadgeKey[] {
  return BADGE_KEYS_BY_ROLE[role] ?? [];
}

export function roleHasBadges(role: RoleName): boolean {
  return badgeKeysFor(role).length > 0;
}

/**
 * The list each badge leads to, as its filter: what a badge counts is exactly what that list
 * shows (the api counts with these, the pages list with them). A sign-up badge lists the
 * published projects that have sign-ups waiting; the result badges, results still to act on.
 */
export const BADGE_LISTS = {
  waitCheckNum: { states: [2] },
  waitResultNum: { states: [6] },
  /** The agency's drafting list (domain/project-machine AGENCY_DRAFTING_STATES). */
  waitEditNum: { states: [0, 1, 3] },
  /** Requirement states: sent (to receive) and received (to draft). */
  waitRfqNum: { states: [1, 2] },
  waitHangNetNum: { states: [4] },
  waitApplyNum: { states: [5], mode: 0, pendingSignUps: true },
  /** On the end-game list (windows over): those whose result is still to submit. */
  waitConfirmNum: { states: [5], mode: 0 },
} as const satisfies Partial<Record<BadgeKey, { states: readonly number[]; mode?: number; pendingSignUps?: boolean }>>;

/** A badge shows only for a real count above zero; missing or bad data shows nothing. */
export function showBadge(count: number | null | undefined): boolean {
  return typeof count === 'number' && Number.isFinite(count) && count > 0;
}

/** Whether the role's menu shows the badge for this key (the role must own the key). */
export function showBadgeFor(role: RoleName, key: BadgeKey, counts: BadgeCounts): boolean {
  return badgeKeysFor(role).includes(key) && showBadge(counts[key]);
}

/**
 * The purchaser's counts come from its project list (specification section 7): projects
 * drafted and waiting for its review (state 2) and results waiting for its confirmation
 * (state 6).
 */
export function purchaserBadgeCounts(projects: readonly { state: number }[]): Record<PurchaserBadgeKey, number> {
  let waitCheckNum = 0;
  let waitResultNum = 0;
  const counts = (key: 'waitCheckNum' | 'waitResultNum', state: number) =>
    (BADGE_LISTS[key].states as readonly number[]).includes(state);
  for (const { state } of projects) {
    if (counts('waitCheckNum', state)) waitCheckNum += 1;
    else if (counts('waitResultNum', state)) waitResultNum += 1;
  }
  return { waitCheckNum, waitResultNum };
}
