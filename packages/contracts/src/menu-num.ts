import { z } from 'zod';

/** GET MenuNum/GetCgrNum: the agency's menu badge counts (specification section 3). */
export const AgencyMenuNumDto = z.object({
  waitEditNum: z.number().int(),
  waitHangNetNum: z.number().int(),
  waitApplyNum: z.number().int(),
  waitConfirmNum: z.number().int(),
  waitUserAuditNum: z.number().int(),
});
export type AgencyMenuNumDto = z.infer<typeof AgencyMenuNumDto>;
