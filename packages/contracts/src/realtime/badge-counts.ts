import { z } from 'zod';
import type { BadgeCounts as DomainBadgeCounts } from '@bidhall/domain/badges';
import { Count, type Same } from './primitives.ts';

/** Menu badge counts (@bidhall/domain/badges); a role sends only its own keys. */
export const BadgeCounts = z.strictObject({
  waitCheckNum: Count.optional(),
  waitResultNum: Count.optional(),
  waitEditNum: Count.optional(),
  waitRfqNum: Count.optional(),
  waitHangNetNum: Count.optional(),
  waitApplyNum: Count.optional(),
  waitConfirmNum: Count.optional(),
  waitUserAuditNum: Count.optional(),
  waitScoreNum: Count.optional(),
});
export type BadgeCounts = z.infer<typeof BadgeCounts>;

true satisfies Same<BadgeCounts, DomainBadgeCounts>;
