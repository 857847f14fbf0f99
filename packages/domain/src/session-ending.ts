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
