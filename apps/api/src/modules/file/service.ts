import { and, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { FileDto } from '@bidhall/contracts/file';
import { FILE_TRANSFER_PATHS } from '@bidhall/contracts/routes/file';
import { canReadFile, type FileParties, type FileStage, type FileViewer } from '@bidhall/domain/file-access';
import type { Db } from '../../db/database.ts';
import { agreements, files } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { companies, users } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { fieldError, forbidden, notFound } from '../../http/errors.ts';

export type FileRow = typeof files.$inferSelect;
type Named = { uploaderName: string | null; companyName: string | null };

function toFileDto(row: FileRow & Named): FileDto {
  return {
    id: row.id,
    projectId: row.projectId,
    fileName: row.fileName,
    size: row.size,
    mimeType: row.mimeType,
    stage: row.stage as FileStage,
    area: row.area === 'public' ? 'public' : 'private',
    uploaderUserId: row.uploaderUserId,
    uploaderName: row.uploaderName,
    companyName: row.companyName,
    creationTime: row.createdAt.toISOString(),
    downloadUrl: `${FILE_TRANSFER_PATHS.download}?id=${row.id}`,
  };
}

/** Live files with the uploader's and firm's names, matching `where`, oldest first. */
export async function fileDtos(db: Db, where: SQL | undefined): Promise<Array<FileDto & { row: FileRow }>> {
  const rows = await db
    .select({ file: files, uploaderName: users.name, companyName: companies.companyName })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploaderUserId))
    .leftJoin(companies, eq(companies.id, files.uploaderCompanyId))
    .where(and(eq(files.isDeleted, false), where))
    .orderBy(files.id);
  return rows.map((r) => ({
    ...toFileDto({ ...r.file, uploaderName: r.uploaderName, companyName: r.companyName }),
    row: r.file,
  }));
}

export async function loadFile(db: Db, tenantId: number, id: number): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.tenantId, tenantId), eq(files.isDeleted, false)));
  if (!row) throw notFound(id);
  return row;
}

/** The caller as file access sees it; null for an anonymous call. */
export async function fileViewer(ctx: RequestContext): Promise<FileViewer | null> {
  if (!ctx.session) return null;
  const [row] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, ctx.session.userId));
  return { userId: ctx.session.userId, companyId: row?.companyId ?? null, role: ctx.session.role };
}

/** The firms a file's project (and contract, for its attachments) shares private files with. */
export async function fileParties(db: Db, file: FileRow): Promise<FileParties | null> {
  if (file.agreementId !== null) {
    const [a] = await db.select().from(agreements).where(eq(agreements.id, file.agreementId));
    if (a)
      return {
        purchaserCompanyId: a.purchaserCompanyId,
        agencyCompanyId: a.agencyCompanyId,
        supplierCompanyIds: [a.supplierId],
      };
  }
  if (file.projectId === null) return null;
  const [p] = await db
    .select({ purchaserCompanyId: projects.purchaserCompanyId, agencyCompanyId: projects.agencyCompanyId })
    .from(projects)
    .where(eq(projects.id, file.projectId));
  return p ? { ...p, supplierCompanyIds: [] } : null;
}

/** The file if the caller may read it: 404 when there is none, 403 when it is not theirs to see. */
export async function readableFile(ctx: RequestContext, id: number): Promise<FileRow> {
  const file = await loadFile(ctx.db, ctx.tenantId, id);
  const viewer = await fileViewer(ctx);
  const owner = {
    area: file.area === 'public' ? ('public' as const) : ('private' as const),
    uploaderUserId: file.uploaderUserId,
    uploaderCompanyId: file.uploaderCompanyId,
  };
  if (!canReadFile(owner, await fileParties(ctx.db, file), viewer)) throw forbidden('file.notAParty');
  return file;
}

export type AttachTarget = { projectId: number; stage: FileStage } & ({ noticeId: number } | { agreementId: number });

/**
 * Makes exactly `ids` the attachments of a notice or contract. Each must be already attached
 * to it (an edit resends the whole list, attachments another organiser added included), or
 * a live file of the caller's firm (or the caller), of no project or this one, and not
 * attached elsewhere; attachments no longer listed are let go.
 */
export async function setAttachments(
  ctx: RequestContext,
  actor: { userId: number; companyId: number | null },
  target: AttachTarget,
  ids: number[],
) {
  const link = 'noticeId' in target ? files.noticeId : files.agreementId;
  const linkId = 'noticeId' in target ? target.noticeId : target.agreementId;
  const unique = [...new Set(ids)];
  const keep = unique.length > 0 ? notInArray(files.id, unique) : undefined;
  await ctx.db
    .update(files)
    .set('noticeId' in target ? { noticeId: null } : { agreementId: null })
    .where(and(eq(link, linkId), keep));
  if (unique.length === 0) return;
  const mine =
    actor.companyId === null
      ? eq(files.uploaderUserId, actor.userId)
      : or(eq(files.uploaderUserId, actor.userId), eq(files.uploaderCompanyId, actor.companyId));
  const free = and(isNull(files.noticeId), isNull(files.agreementId));
  const attachable = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, unique),
        eq(files.tenantId, ctx.tenantId),
        eq(files.isDeleted, false),
        or(isNull(files.projectId), eq(files.projectId, target.projectId)),
        or(eq(link, linkId), and(mine, free)),
      ),
    );
  if (attachable.length !== unique.length) throw fieldError('file.notAttachable', 'attachmentIds');
  const set = 'noticeId' in target ? { noticeId: target.noticeId } : { agreementId: target.agreementId };
  await ctx.db
    .update(files)
    .set({ ...set, projectId: target.projectId, stage: target.stage })
    .where(inArray(files.id, unique));
}
