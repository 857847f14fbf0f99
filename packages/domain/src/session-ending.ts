import { canUseBusinessRoutes } from './user-review.ts';

/** What a user's tokens allow, as the user row says: enabled, roles held, registration review. */
export type UserAccess = { isActive: boolean; roles: readonly string[]; isReview: number };

/**
 * Whether a change to a user ends every session issued before it: the user was disabled, lost
 * a role, or is no longer approved. A token's rights must never outlive the row they came from,
 * so the sockets opened with it close too, not only its next REST call. A change that only
 * widens access (enabled, approved, a role added) leaves sessions alone. A password change ends
 * them as well, whatever the access (the api calls that path directly).
 */
export function accessNarrowed(before: UserAccess, after: UserAccess): boolean {
  if (before.isActive && !after.isActive) return true;
  if (before.roles.some((role) => !after.roles.includes(role))) return true;
  return canUseBusinessRoutes(before.isReview) && !canUseBusinessRoutes(after.isReview);
}

export type RoleRevocationRefusal = 'roleNotHeld' | 'lastRole';

/**
 * Whether a role may be taken from a user holding `held`: only a role it holds, and never its
 * last one (a user without a role could sign in to nothing; disable it instead).
 */
export function roleRevocationRefusal(held: readonly string[], role: string): RoleRevocationRefusal | null {
  if (!held.includes(role)) return 'roleNotHeld';
  return held.length === 1 ? 'lastRole' : null;
}

/**
 * Only an approved registration can have its approval withdrawn; the user then stands as
 * returned with the reason (isReview 2), so it may correct its registration and resubmit.
 */
export function canWithdrawApproval(isReview: unknown): boolean {
  return canUseBusinessRoutes(isReview);
}
