import { call, service } from '../abp/route.ts';

/** The Requirement calls with their schemas, each method declared once. */
export const Requirement = service('Requirement', ({ envelope, paging, requirement }) => ({
  CreateOrUpdate: call(requirement.RequirementInput, requirement.RequirementDto),
  Send: call(envelope.EntityDto, requirement.RequirementDto),
  Receive: call(envelope.EntityDto, requirement.RequirementDto),
  DraftProject: call(requirement.RequirementDraftInput, requirement.RequirementDto),
  Pass: call(envelope.EntityDto, requirement.RequirementDto),
  Return: call(requirement.RequirementReturnInput, requirement.RequirementDto),
  Get: call(envelope.EntityDto, requirement.RequirementDto),
  GetPaged: call(requirement.RequirementPagedInput, paging.pagedResult(requirement.RequirementDto)),
}));
