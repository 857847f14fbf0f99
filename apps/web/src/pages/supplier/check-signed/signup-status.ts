import type { StatusBadge } from '@bidhall/domain/project-states';

/** Sign-up statuses (EApply): 0 awaiting the agency, 1 passed, 2 returned with a reason. */
export const SIGN_UP_STATUSES = [0, 1, 2] as const;
export const SIGN_UP_BADGE: Readonly<Record<number, StatusBadge>> = { 0: 'processing', 1: 'success', 2: 'error' };
/** Live business (sign-up, quoting) happens while a project is published (state 5). */
export const PUBLISHED_STATE = 5;
