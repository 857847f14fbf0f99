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
