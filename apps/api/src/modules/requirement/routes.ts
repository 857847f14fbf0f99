import { Requirement } from '@bidhall/contracts/routes/requirement';
import type { RequirementState } from '@bidhall/domain/requirement-states';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service, type Endpoint } from '../../http/endpoint.ts';
import { loadActor } from '../projects/actor.ts';
import { moveRequirement, pagedRequirements, requirementDetail, saveRequirement } from './service.ts';

const PURCHASER = { roles: [ROLES.purchaser] } as const;
const AGENCY = { roles: [ROLES.agency] } as const;
const READERS = { roles: [ROLES.purchaser, ROLES.agency, ROLES.admin] } as const;

type Move = (typeof Requirement)['Send' | 'Receive' | 'Pass'];

function move(call: Move, summary: string, to: RequirementState, access: typeof PURCHASER | typeof AGENCY): Endpoint {
  return endpoint(call, {
    summary,
    access,
    handle: async (ctx, input) => moveRequirement(ctx, await loadActor(ctx), input.id, to),
  });
}

/** Purchase requirements (需求), states 0-5: raised and sent by the purchaser, drafted by the agency. */
export const requirementService = service(Requirement, [
  endpoint(Requirement.CreateOrUpdate, {
    summary: 'Raise a requirement (state 0) or edit it before sending',
    access: PURCHASER,
    handle: async (ctx, input) => saveRequirement(ctx, await loadActor(ctx), input),
  }),
  move(Requirement.Send, 'Send it to the agency (0 -> 1)', 1, PURCHASER),
  move(Requirement.Receive, 'The agency receives it (1 -> 2)', 2, AGENCY),
  endpoint(Requirement.DraftProject, {
    summary:
      'The agency drafts the project from it (2 -> 3; a new project in state 0, a market research one with mode 1)',
    access: AGENCY,
    handle: async (ctx, input) => moveRequirement(ctx, await loadActor(ctx), input.id, 3, undefined, input.mode),
  }),
  move(Requirement.Pass, 'The purchaser passes the drafted project (3 -> 5)', 5, PURCHASER),
  endpoint(Requirement.Return, {
    summary: 'The purchaser returns the drafted project with a reason (3 -> 4)',
    access: PURCHASER,
    handle: async (ctx, input) => moveRequirement(ctx, await loadActor(ctx), input.id, 4, input.reason),
  }),
  endpoint(Requirement.Get, {
    summary: 'One requirement the caller may see',
    access: READERS,
    handle: async (ctx, input) => requirementDetail(ctx, await loadActor(ctx), input.id),
  }),
  endpoint(Requirement.GetPaged, {
    summary: "The caller's requirements: its own (purchaser) or those sent to it (agency)",
    access: READERS,
    handle: async (ctx, input) => pagedRequirements(ctx, await loadActor(ctx), input),
  }),
]);
