import { withSchemas } from '../abp/call.ts';
import { EApplyAuditInput, EApplyDto, EApplySubmitInput } from '../eapply.ts';
import * as routes from '../routes/eapply.ts';

/** The EApply calls with their schemas, as the api serves them. */
export const EApply = withSchemas(routes.EApply, {
  Submit: [EApplySubmitInput, EApplyDto],
  Audit: [EApplyAuditInput, EApplyDto],
});
