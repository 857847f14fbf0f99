/** Audit-template sequences the demo's projects share (docs/rules.md, lifecycle: templates 1-14). */

/** Created, drafting started, drafting completed. */
export const DRAFTED = [1, 2, 3] as const;
/** Drafted, passed by the purchaser, published with its bidding announcement. */
export const PUBLISHED = [...DRAFTED, 5, 6] as const;
/** Three sign-ups, each passed: one 12 (by that supplier) and one 13 (the agency) per supplier. */
export const SIGNED_ALL = [12, 13, 12, 13, 12, 13] as const;
