import { route, routes } from '../abp/route.ts';
import type { EntityDto } from '../abp/envelope.ts';
import type { PagedResultSchema } from '../abp/paging.ts';
import type {
  RequirementDraftInput,
  RequirementDto,
  RequirementInput,
  RequirementPagedInput,
  RequirementReturnInput,
} from '../requirement.ts';

/** The Requirement calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Requirement = routes('Requirement', {
  CreateOrUpdate: route<typeof RequirementInput, typeof RequirementDto>(),
  Send: route<typeof EntityDto, typeof RequirementDto>(),
  Receive: route<typeof EntityDto, typeof RequirementDto>(),
  DraftProject: route<typeof RequirementDraftInput, typeof RequirementDto>(),
  Pass: route<typeof EntityDto, typeof RequirementDto>(),
  Return: route<typeof RequirementReturnInput, typeof RequirementDto>(),
  Get: route<typeof EntityDto, typeof RequirementDto>(),
  GetPaged: route<typeof RequirementPagedInput, PagedResultSchema<typeof RequirementDto>>(),
});
