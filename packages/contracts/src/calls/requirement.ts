import { withSchemas } from '../abp/call.ts';
import { EntityDto } from '../abp/envelope.ts';
import { pagedResult } from '../abp/paging.ts';
import {
  RequirementDraftInput,
  RequirementDto,
  RequirementInput,
  RequirementPagedInput,
  RequirementReturnInput,
} from '../requirement.ts';
import * as routes from '../routes/requirement.ts';

/** The Requirement calls with their schemas, as the api serves them. */
export const Requirement = withSchemas(routes.Requirement, {
  CreateOrUpdate: [RequirementInput, RequirementDto],
  Send: [EntityDto, RequirementDto],
  Receive: [EntityDto, RequirementDto],
  DraftProject: [RequirementDraftInput, RequirementDto],
  Pass: [EntityDto, RequirementDto],
  Return: [RequirementReturnInput, RequirementDto],
  Get: [EntityDto, RequirementDto],
  GetPaged: [RequirementPagedInput, pagedResult(RequirementDto)],
});
