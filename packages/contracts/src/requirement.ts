import { z } from 'zod';
import { wireNumber } from './abp/wire.ts';
import { EntityId } from './abp/envelope.ts';
import { PageRequest } from './abp/paging.ts';
import { plainText } from './abp/text.ts';
import { AmountIn, AmountOut, IsoTime, LongText, ModeIn, ReasonText, StateList } from './lifecycle-fields.ts';

/** A purchase requirement (需求): 0 created, 1 awaiting receipt, 2 submitted, 3 drafted, 4 returned, 5 passed. */
export const RequirementDto = z.object({
  id: z.number().int(),
  name: z.string(),
  budget: AmountOut.nullable(),
  content: z.string(),
  state: z.number().int(),
  purchaserCompanyId: z.number().int(),
  purchaserCompanyName: z.string().nullable(),
  agencyCompanyId: z.number().int().nullable(),
  returnReason: z.string().nullable(),
  projectId: z.number().int().nullable(),
  creationTime: IsoTime,
});
export type RequirementDto = z.infer<typeof RequirementDto>;

/** POST Requirement/CreateOrUpdate (purchaser; edits only while created, state 0). */
export const RequirementInput = z.strictObject({
  id: EntityId.optional(),
  name: plainText(200),
  budget: AmountIn.nullable().optional(),
  content: LongText.optional(),
  agencyCompanyId: EntityId.nullable().optional(),
});

/**
 * POST Requirement/DraftProject: the agency drafts the project from the requirement; `mode` 1
 * makes it a market research project in the same step (the agency cannot create projects
 * otherwise, and a second call to change the mode could leave a normal project behind).
 */
export const RequirementDraftInput = z.strictObject({ id: EntityId, mode: ModeIn.default(0) });

/** POST Requirement/Return: the purchaser returns the drafted project with a reason. */
export const RequirementReturnInput = z.strictObject({ id: EntityId, reason: ReasonText });

/** One state, or several ("1,2": what the agency's badge waitRfqNum counts). */
export const RequirementPagedInput = PageRequest.extend({
  state: wireNumber(z.number().int().min(0).max(5)).optional(),
  states: StateList.optional(),
});
