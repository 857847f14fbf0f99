import { call, service } from '../abp/route.ts';

/** The EApply calls with their schemas, each method declared once. */
export const EApply = service('EApply', ({ eapply }) => ({
  Submit: call(eapply.EApplySubmitInput, eapply.EApplyDto),
  Audit: call(eapply.EApplyAuditInput, eapply.EApplyDto),
}));
