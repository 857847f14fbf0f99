import { File } from '@bidhall/contracts/routes/file';
import { and, eq } from 'drizzle-orm';
import { FILE_STAGES, FILE_STAGE_KEYS, canDeleteFile, canReadFile, type FileArea } from '@bidhall/domain/file-access';
import { ROLES } from '@bidhall/domain/roles';
import { agreements, files } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { visibleProjects } from '../projects/scope.ts';
import { fileDtos, fileParties, fileViewer, loadFile } from './service.ts';

const PARTIES = { roles: [ROLES.purchaser, ROLES.agency, ROLES.supplier, ROLES.admin] } as const;
const areaOf = (area: string): FileArea => (area === 'public' ? 'public' : 'private');

/** projectFilePool: the project's files the caller may read, by stage in the order of the project's life. */
async function filePool(ctx: RequestContext, projectId: number) {
  const actor = await loadActor(ctx);
  const [project] = await ctx.db
    .select()
    .from(projects)
    .where(visibleProjects(actor, eq(projects.id, projectId)));
  if (!project) throw notFound(projectId);
  const viewer = await fileViewer(ctx);
  const all = await fileDtos(ctx.db, and(eq(files.tenantId, ctx.tenantId), eq(files.projectId, projectId)));
  const readable: typeof all = [];
  for (const dto of all) {
    const parties =
      dto.row.agreementId === null ? { ...project, supplierCompanyIds: [] } : await fileParties(ctx.db, dto.row);
    const owner = {
      area: areaOf(dto.row.area),
      uploaderUserId: dto.row.uploaderUserId,
      uploaderCompanyId: dto.row.uploaderCompanyId,
    };
    if (canReadFile(owner, parties, viewer)) readable.push(dto);
  }
  const stages = FILE_STAGE_KEYS.map((stage) => ({
    stage,
    stageName: FILE_STAGES[stage][ctx.lang],
    files: readable.filter((f) => f.stage === stage).map(({ row: _row, ...dto }) => dto),
  }));
  return { projectId, stages: stages.filter((s) => s.files.length > 0) };
}

/** Frozen: public with its notice, or part of a contract someone has signed. */
async function isFrozen(ctx: RequestContext, file: typeof files.$inferSelect): Promise<boolean> {
  if (file.area === 'public') return true;
  if (file.agreementId === null) return false;
  const [a] = await ctx.db
    .select({ status: agreements.status })
    .from(agreements)
    .where(eq(agreements.id, file.agreementId));
  return (a?.status ?? 0) > 0;
}

async function deleteFile(ctx: RequestContext, id: number) {
  const file = await loadFile(ctx.db, ctx.tenantId, id);
  const viewer = (await fileViewer(ctx))!;
  const owner = {
    area: areaOf(file.area),
    uploaderUserId: file.uploaderUserId,
    uploaderCompanyId: file.uploaderCompanyId,
  };
  if (!canDeleteFile({ ...owner, frozen: await isFrozen(ctx, file) }, viewer)) throw forbidden('file.notDeletable');
  await ctx.db.update(files).set({ isDeleted: true, noticeId: null, agreementId: null }).where(eq(files.id, id));
  // The bytes go only once the row's deletion is committed; a rollback keeps both.
  ctx.afterCommit(() => ctx.deps.files.delete(file.storageKey));
  return {};
}

/** Files: the pool of a project and deletion; upload and download are in transfer.ts (not JSON). */
export const fileService = service(File, [
  endpoint(File.GetProjectFilePool, {
    summary: "projectFilePool: the project's files the caller may read, grouped by stage",
    access: PARTIES,
    handle: (ctx, input) => filePool(ctx, input.projectId),
  }),
  endpoint(File.Delete, {
    summary: 'Delete a file the caller uploaded, unless a published notice or a signed contract holds it',
    access: { roles: [ROLES.purchaser, ROLES.agency, ROLES.supplier] },
    handle: (ctx, input) => deleteFile(ctx, input.id),
  }),
]);
