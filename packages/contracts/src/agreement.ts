import { z } from 'zod';
import { wireNumber } from './abp/wire.ts';
import { AGREEMENT_STATE_CODES } from '@bidhall/domain/agreement-states';
import { EntityId } from './abp/envelope.ts';
import { PageRequest } from './abp/paging.ts';
import { plainText } from './abp/text.ts';
import { RichText } from './announcement.ts';
import { AttachmentIds, FileDto } from './file.ts';
import { AmountIn } from './lifecycle-fields.ts';

const editable = {
  title: plainText(200),
  /** The contract's own number, as printed on it. */
  contractNum: plainText(40).nullable().optional(),
  amount: AmountIn,
  content: RichText.default(''),
  attachmentIds: AttachmentIds,
};

/** POST Agreement/Create: a contract for the winner of a closed project (state 7). */
export const AgreementCreateInput = z.strictObject({ projectId: EntityId, ...editable });
export type AgreementCreateInput = z.infer<typeof AgreementCreateInput>;

/** PUT Agreement/Update: only while it is a draft. */
export const AgreementUpdateInput = z.strictObject({ id: EntityId, ...editable });
export type AgreementUpdateInput = z.infer<typeof AgreementUpdateInput>;

export const AgreementStatusCode = z.literal(AGREEMENT_STATE_CODES);

export const AgreementDto = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  projectNum: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string().nullable(),
  purchaserCompanyId: z.number().int(),
  purchaserName: z.string().nullable(),
  agencyCompanyId: z.number().int().nullable(),
  title: z.string(),
  contractNum: z.string().nullable(),
  amount: z.string(),
  content: z.string(),
  /** 0 draft, 1 signed by the purchaser, 2 signed by the supplier, 3 archived. */
  status: AgreementStatusCode,
  statusName: z.string(),
  purchaserSignedAt: z.string().nullable(),
  supplierSignedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  creationTime: z.string(),
  attachments: z.array(FileDto),
});
export type AgreementDto = z.infer<typeof AgreementDto>;

/** GET Agreement/GetPaged (myAgreement): the caller's contracts by role. */
export const AgreementPagedInput = PageRequest.extend({
  projectId: EntityId.optional(),
  status: wireNumber(AgreementStatusCode).optional(),
});
