import { route, routes } from '../abp/route.ts';
import type { EApplyAuditInput, EApplyDto, EApplySubmitInput } from '../eapply.ts';

/** The EApply calls' paths and verbs; their schemas in types only (no zod at run time). */
export const EApply = routes('EApply', {
  Submit: route<typeof EApplySubmitInput, typeof EApplyDto>(),
  Audit: route<typeof EApplyAuditInput, typeof EApplyDto>(),
});
