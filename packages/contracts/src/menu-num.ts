import { z } from 'zod';

/** GET MenuNum/GetCgrNum: the agency's menu badge counts (specification section 3). */
export const AgencyMenuNumDto = z.object({
  /** Projects to draft (/bid/establishbid). */
  waitEditNum: z.number().int(),
  /** Requirements sent to the agency to receive or draft (/bid/checkrfq). */
  waitRfqNum: z.number().int(),
  waitHangNetNum: z.number().int(),
  waitApplyNum: z.number().int(),
  waitConfirmNum: z.number().int(),
  waitUserAuditNum: z.number().int(),
});
export type AgencyMenuNumDto = z.infer<typeof AgencyMenuNumDto>;
