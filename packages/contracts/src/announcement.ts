import { z } from 'zod';
import { wireNumber } from './abp/wire.ts';
import { ANNOUNCEMENT_TYPE_CODES } from '@bidhall/domain/announcement-types';
import { EntityId } from './abp/envelope.ts';
import { PageRequest } from './abp/paging.ts';
import { plainText } from './abp/text.ts';
import { AttachmentIds, FileDto } from './file.ts';
import { DateTimeIn } from './lifecycle-fields.ts';

export const AnnouncementTypeIn = wireNumber(z.literal(ANNOUNCEMENT_TYPE_CODES));

/** Rich text from the editor; the api sanitises it with an allowlist before storing it. */
export const RichText = z.string().max(200_000, 'validation.tooLong');

/** Corrections (types 2, 3, 8) may move the project's times forward; any left out stay. */
export const CorrectedTimes = z.strictObject({
  applyToTime: DateTimeIn.optional(),
  uppriceFromTime: DateTimeIn.optional(),
  uppriceToTime: DateTimeIn.optional(),
});

/** POST Announcement/CreateOrUpdate: a draft of the agency (no id: a new one). */
export const AnnouncementDraftInput = z.strictObject({
  id: EntityId.optional(),
  projectId: EntityId,
  type: AnnouncementTypeIn,
  title: plainText(300),
  content: RichText.default(''),
  times: CorrectedTimes.optional(),
  attachmentIds: AttachmentIds,
});
export type AnnouncementDraftInput = z.infer<typeof AnnouncementDraftInput>;

export const AnnouncementStatus = z.literal([0, 1]);

export const AnnouncementDto = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  projectNum: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  content: z.string(),
  /** 0 draft, 1 published. */
  status: AnnouncementStatus,
  applyToTime: z.string().nullable(),
  uppriceFromTime: z.string().nullable(),
  uppriceToTime: z.string().nullable(),
  publishedAt: z.string().nullable(),
  creationTime: z.string(),
  attachments: z.array(FileDto),
});
export type AnnouncementDto = z.infer<typeof AnnouncementDto>;

/**
 * POST Announcement/DraftFromResult: the result notice (5) of a confirmed result or the
 * failure notice (6) of a failed project, drafted from the platform's template; the draft
 * already waiting is answered as it is.
 */
export const DraftFromResultInput = z.strictObject({ projectId: EntityId, type: z.literal([5, 6]) });
export type DraftFromResultInput = z.infer<typeof DraftFromResultInput>;

/** GET Announcement/GetList: a project's notices (drafts only for its organisers). */
export const AnnouncementListInput = z.strictObject({ projectId: EntityId, type: AnnouncementTypeIn.optional() });

/** GET PublicNotice/GetPaged: published notices of the tenant, newest first, no sign-in needed. */
export const PublicNoticePagedInput = PageRequest.extend({
  type: AnnouncementTypeIn.optional(),
  projectId: EntityId.optional(),
});

/** Platform notices (eWebNoticeList), managed by administrators. */
export const WebNoticeInput = z.strictObject({
  title: plainText(300),
  content: RichText.default(''),
  isEnabled: z.boolean().default(true),
});
export type WebNoticeInput = z.infer<typeof WebNoticeInput>;
export const WebNoticeUpdateInput = WebNoticeInput.extend({ id: EntityId });

export const WebNoticeDto = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isEnabled: z.boolean(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type WebNoticeDto = z.infer<typeof WebNoticeDto>;

export const WebNoticePagedInput = PageRequest.extend({
  isEnabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
