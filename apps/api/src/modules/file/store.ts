import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FileDto } from '@bidhall/contracts/file';
import type { FileStage } from '@bidhall/domain/file-access';
import { checkUpload, type FileRefusal } from '@bidhall/domain/file-types';
import { files } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { loadActor } from '../projects/actor.ts';
import { visibleProjects } from '../projects/scope.ts';
import { fileDtos } from './service.ts';
import type { FileStorage } from './storage.ts';

const REFUSALS: Record<FileRefusal, MessageKey> = {
  'bad-name': 'file.badName',
  'type-not-allowed': 'file.typeNotAllowed',
  'content-mismatch': 'file.contentMismatch',
  empty: 'file.empty',
  'too-large': 'file.tooLarge',
};

export const mebibytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export interface NewFile {
  projectId?: number | undefined;
  stage: FileStage;
  fileName: string;
  content: Buffer;
}

/**
 * Keeps one file of the caller's: its type decided by its content against the allowlist and
 * its name, the project one the caller is a party to; the bytes stored first and taken back
 * when the row cannot be written. The upload endpoint and the demo seed both come through here.
 */
export async function storeFile(ctx: RequestContext, storage: FileStorage, file: NewFile): Promise<FileDto> {
  const check = checkUpload(file.fileName, file.content.length, file.content.subarray(0, 16));
  if (!check.ok)
    throw fieldError(
      REFUSALS[check.reason],
      'file',
      check.reason === 'too-large' ? { limit: mebibytes(check.limitBytes) } : undefined,
    );
  const actor = await loadActor(ctx);
  if (file.projectId !== undefined) {
    const [visible] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(visibleProjects(actor, eq(projects.id, file.projectId)));
    if (!visible) throw forbidden('file.notAParty');
  }
  const storageKey = `t${ctx.tenantId}/${randomUUID()}`;
  await storage.put(storageKey, file.content);
  try {
    const [row] = await ctx.db
      .insert(files)
      .values({
        tenantId: ctx.tenantId,
        projectId: file.projectId ?? null,
        stage: file.stage,
        fileName: file.fileName,
        mimeType: check.mime,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        storageKey,
        uploaderUserId: actor.userId,
        uploaderCompanyId: actor.companyId,
        createdAt: ctx.deps.now(),
      })
      .returning({ id: files.id });
    const [dto] = await fileDtos(ctx.db, eq(files.id, row!.id));
    const { row: _row, ...result } = dto!;
    return result;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
