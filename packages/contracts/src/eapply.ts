import { z } from 'zod';
import { wireNumber } from './abp/wire.ts';
import { EntityId } from './abp/envelope.ts';
import { PageRequest } from './abp/paging.ts';
import { PhoneNumber, plainText } from './abp/text.ts';
import { IsoTime, LongText, ReasonText } from './lifecycle-fields.ts';
import { PriceListItem, SprojectDto } from './sproject.ts';

/** A supplier firm's sign-up to a project (EApply); status 0 pending, 1 passed, 2 returned. */
export const EApplyDto = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  projectNum: z.string(),
  projectState: z.number().int(),
  /** The project's sign-up deadline and quote window, so a list shows where the window stands. */
  applyToTime: IsoTime.nullable(),
  uppriceFromTime: IsoTime.nullable(),
  uppriceToTime: IsoTime.nullable(),
  paused: z.boolean(),
  supplierId: z.number().int(),
  companyName: z.string(),
  linkman: z.string().nullable(),
  linkPhone: z.string().nullable(),
  content: z.string(),
  status: z.number().int(),
  comment: z.string().nullable(),
  submitTime: IsoTime,
  auditTime: IsoTime.nullable(),
});
export type EApplyDto = z.infer<typeof EApplyDto>;

/** POST EApply/Submit: a first sign-up, or a resubmission after a return. */
export const EApplySubmitInput = z.strictObject({
  projectId: EntityId,
  linkman: plainText(64, 0).optional(),
  linkPhone: PhoneNumber.optional(),
  /** Remarks, or the survey answers of a research project. */
  content: LongText.optional(),
});

/** POST EApply/Audit: pass (1) or return (2, reason required). */
export const EApplyAuditInput = z
  .strictObject({ id: EntityId, status: z.literal([1, 2]), comment: ReasonText.optional() })
  .refine((v) => v.status === 1 || v.comment !== undefined, {
    message: 'validation.reasonRequired',
    path: ['comment'],
  });

/** GET Sproject/GetSprojectEApplyList, GetResearchEApplyList: sign-ups the caller may see. */
export const EApplyPagedInput = PageRequest.extend({
  projectId: EntityId.optional(),
  status: wireNumber(z.number().int().min(0).max(2)).optional(),
});

/** GET Sproject/GetMyQuotedSprojectDetail: the project, the supplier's sign-up and own quotes. */
export const MyQuotedProjectDto = z.object({
  project: SprojectDto,
  eApply: EApplyDto.nullable(),
  quotes: z.array(PriceListItem),
});
