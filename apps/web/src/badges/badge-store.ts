import { create } from 'zustand';
import type { BadgeCounts } from '@bidhall/domain/badges';

interface BadgeState {
  role: string | undefined;
  counts: BadgeCounts;
  set: (role: string, counts: BadgeCounts) => void;
}

/** Menu badge counts of the selected role; a count from another role's stream is ignored. */
export const useBadges = create<BadgeState>()((set) => ({
  role: undefined,
  counts: {},
  set: (role, counts) => set({ role, counts }),
}));

/** The counts of `role`, or undefined while the store holds another role's (or none yet). */
export function useRoleBadgeCounts(role: string | undefined): BadgeCounts | undefined {
  return useBadges((s) => (s.role === role ? s.counts : undefined));
}
