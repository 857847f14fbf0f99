import { z } from 'zod';
import { wireNumber } from './abp/wire.ts';
import { EXPERT_TASKS } from '@bidhall/domain/expert-task';
import { EntityId } from './abp/envelope.ts';
import { PagedRequest } from './abp/paging.ts';
import { PhoneNumber, plainText } from './abp/text.ts';
import {
  AmountIn,
  AmountOut,
  DateTimeIn,
  IsoTime,
  LongText,
  ModeIn,
  ProjectKindIn,
  ProjectStateIn,
  ReasonText,
  WinbidRuleIn,
  StateList,
} from './lifecycle-fields.ts';
import { RoleNameSchema } from './token-auth.ts';

/** A project (Sproject) as every Sproject call answers it. */
export const SprojectDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  projectNum: z.string(),
  projectName: z.string(),
  mode: z.number().int(),
  projectType: z.number().int(),
  winbidRule: z.number().int(),
  state: z.number().int(),
  budget: AmountOut.nullable(),
  content: z.string(),
  linkman: z.string().nullable(),
  linkPhone: z.string().nullable(),
  purchaserCompanyId: z.number().int(),
  purchaserCompanyName: z.string().nullable(),
  agencyCompanyId: z.number().int().nullable(),
  agencyCompanyName: z.string().nullable(),
  requirementId: z.number().int().nullable(),
  applyToTime: IsoTime.nullable(),
  uppriceFromTime: IsoTime.nullable(),
  uppriceToTime: IsoTime.nullable(),
  paused: z.boolean(),
  winnerSupplierId: z.number().int().nullable(),
  winAmount: AmountOut.nullable(),
  resultComment: z.string().nullable(),
  creationTime: IsoTime,
});
export type SprojectDto = z.infer<typeof SprojectDto>;

const infoFields = {
  id: EntityId.optional(),
  projectName: plainText(200),
  /** A number from CreateProjectNum; one is assigned when a new project has none. */
  projectNum: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, 'validation.projectNum')
    .optional(),
  mode: ModeIn.default(0),
  /** Follows from winbidRule when the rule fixes it; research projects are kind 3. */
  projectType: ProjectKindIn.optional(),
  winbidRule: WinbidRuleIn.default(1),
  budget: AmountIn.nullable().optional(),
  content: LongText.optional(),
  linkman: plainText(64, 0).nullable().optional(),
  linkPhone: PhoneNumber.nullable().optional(),
  /** The agency firm that will handle it; none leaves it to any agency of the tenant. */
  agencyCompanyId: EntityId.nullable().optional(),
};

/** POST Sproject/CreateOrUpdateInfo: the project's basic information (no id: a new project). */
export const SprojectInfoInput = z.strictObject(infoFields);
export type SprojectInfoInput = z.infer<typeof SprojectInfoInput>;

/** POST Sproject/CreateOrUpdate: the agency's drafting form, with the sign-up and quote times. */
export const SprojectInput = z.strictObject({
  ...infoFields,
  applyToTime: DateTimeIn.nullable().optional(),
  uppriceFromTime: DateTimeIn.nullable().optional(),
  uppriceToTime: DateTimeIn.nullable().optional(),
});
export type SprojectInput = z.infer<typeof SprojectInput>;

export const ProjectNumResult = z.object({ projectNum: z.string() });

/**
 * POST Sproject/UpStatus?id=&state=: the move to `state`. The body is optional and carries
 * what some moves need: a reason (returns), new times (a correction, 5 -> 5), the announcement
 * type and text, and for method 0 the winner picked by hand.
 */
export const UpStatusInput = z.object({
  id: EntityId,
  state: ProjectStateIn,
  reason: ReasonText.optional(),
  announcementType: wireNumber(z.number().int().min(0).max(9)).optional(),
  title: plainText(300).optional(),
  content: LongText.optional(),
  applyToTime: DateTimeIn.optional(),
  uppriceFromTime: DateTimeIn.optional(),
  uppriceToTime: DateTimeIn.optional(),
  winnerSupplierId: EntityId.optional(),
});
export type UpStatusInput = z.infer<typeof UpStatusInput>;

/** GET Sproject/GetPaged and the other paged project lists. */
export const SprojectPagedInput = PagedRequest.extend({
  state: ProjectStateIn.optional(),
  states: StateList.optional(),
  mode: ModeIn.optional(),
  keyword: z.string().trim().max(100).optional(),
  /** Only projects with a sign-up waiting for its audit (the agency's sign-up list, badge waitApplyNum). */
  pendingSignUps: z.stringbool().optional(),
});
export type SprojectPagedInput = z.infer<typeof SprojectPagedInput>;

export const ProjectIdInput = z.strictObject({ projectId: EntityId });
export const ExpertProjectsInput = SprojectPagedInput.extend({ expertId: EntityId.optional() });
/** A project of an expert's open-bid hall list, with where that expert stands on it. */
export const ExpertProjectDto = SprojectDto.extend({ expertTask: z.enum(EXPERT_TASKS) });
export type ExpertProjectDto = z.infer<typeof ExpertProjectDto>;

/** The purchaser's menu call: its projects, to count states 2 and 6 for the badges. */
export const ProjectListByRoleInput = z.strictObject({ role: RoleNameSchema });
export const ProjectListByRoleResult = z.array(SprojectDto);

export const SprojectContentDto = z.object({ id: z.number().int(), projectName: z.string(), content: z.string() });

/** One quote line of GetSprojectPriceList; the amount is null where the caller may not see it yet. */
export const PriceListItem = z.object({
  /** The stream seq; a supplier's own line carries its seq in the supplier's view (the quote answer's seq). */
  seq: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  amount: AmountOut.nullable(),
  acceptedAt: IsoTime,
  /**
   * Abnormally low against the average of the current quotes (domain abnormal-low.ts). Only on
   * the lines of a caller who sees every amount and is no bidder (agency, purchaser, expert,
   * administrator); never on a supplier's.
   */
  abnormallyLow: z.boolean().optional(),
});
export type PriceListItem = z.infer<typeof PriceListItem>;

/** A bidder allowed to quote (passed sign-up) and how far it got; no amounts. */
export const UppriceSupplierDto = z.object({
  eApplyId: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  quoteCount: z.number().int(),
  lastQuoteTime: IsoTime.nullable(),
});
