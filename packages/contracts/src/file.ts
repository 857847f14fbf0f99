import { z } from 'zod';
import { EntityId } from './abp/envelope.ts';
import { FILE_STAGE_KEYS } from '@bidhall/domain/file-access';

export const FileStageSchema = z.enum(FILE_STAGE_KEYS);

/** An uploaded file as every call answers it; `downloadUrl` is relative to the api host. */
export const FileDto = z.object({
  id: z.number().int(),
  projectId: z.number().int().nullable(),
  fileName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  stage: FileStageSchema,
  area: z.enum(['public', 'private']),
  uploaderUserId: z.number().int(),
  uploaderName: z.string().nullable(),
  companyName: z.string().nullable(),
  creationTime: z.string(),
  downloadUrl: z.string(),
});
export type FileDto = z.infer<typeof FileDto>;

/**
 * The text fields of a multipart upload (POST File/Upload, file field `file`). Multipart
 * fields are text, so the id is read from its text (wire.ts). Without a project the file belongs to its uploader.
 */
export const FileUploadFields = z.strictObject({
  projectId: EntityId.optional(),
  stage: FileStageSchema.default('project'),
});
export type FileUploadFields = z.infer<typeof FileUploadFields>;

/** GET File/GetProjectFilePool?projectId= : projectFilePool, a project's files by stage. */
export const FilePoolInput = z.strictObject({ projectId: EntityId });
export const FilePoolDto = z.object({
  projectId: z.number().int(),
  stages: z.array(z.object({ stage: FileStageSchema, stageName: z.string(), files: z.array(FileDto) })),
});
export type FilePoolDto = z.infer<typeof FilePoolDto>;

/** Attachments named by file id on a notice or a contract. */
export const AttachmentIds = z.array(EntityId).max(20).default([]);
