import { EApply } from '@bidhall/contracts/routes/eapply';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { loadActor } from '../projects/actor.ts';
import { auditSignUp, submitSignUp } from './service.ts';

/** Sign-up (EApply): suppliers submit and resubmit, the project's agency audits. */
export const eApplyService = service(EApply, [
  endpoint(EApply.Submit, {
    summary: "Sign the supplier's firm up for a published project before applyToTime (again after a return)",
    access: { roles: [ROLES.supplier] },
    handle: async (ctx, input) => submitSignUp(ctx, await loadActor(ctx), input),
  }),
  endpoint(EApply.Audit, {
    summary: 'Pass (status 1) or return (status 2, with a reason) a pending sign-up',
    access: { roles: [ROLES.agency] },
    handle: async (ctx, input) => auditSignUp(ctx, await loadActor(ctx), input),
  }),
]);
