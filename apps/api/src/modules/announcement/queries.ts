import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { ANNOUNCEMENT_TYPES, isAnnouncementType } from '@bidhall/domain/announcement-types';
import type { Language } from '@bidhall/domain/lang';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../../db/database.ts';
import { files, notices } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { visibleProjects } from '../projects/scope.ts';
import { fileDtos } from '../file/service.ts';

export type NoticeRow = typeof notices.$inferSelect;
type ProjectNames = { projectName: string; projectNum: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Drafts are the organisers' working papers: only the handling agency and the purchaser see them. */
export function seesDrafts(
  actor: Actor,
  project: { purchaserCompanyId: number; agencyCompanyId: number | null },
): boolean {
  if (actor.companyId === null) return false;
  if (actor.role === ROLES.agency) return project.agencyCompanyId === actor.companyId;
  return actor.role === ROLES.purchaser && project.purchaserCompanyId === actor.companyId;
}

/** Notices with their project's name and attachments, in the caller's language. */
export async function noticeDtos(
  db: Db,
  where: SQL | undefined,
  lang: Language,
  page?: { skip: number; take: number },
): Promise<AnnouncementDto[]> {
  const query = db
    .select({ n: notices, projectName: projects.name, projectNum: projects.projectNum })
    .from(notices)
    .innerJoin(projects, eq(projects.id, notices.projectId))
    .where(where)
    .orderBy(desc(notices.publishedAt), desc(notices.id));
  const rows = page ? await query.offset(page.skip).limit(page.take) : await query;
  if (rows.length === 0) return [];
  const attached = await fileDtos(
    db,
    inArray(
      files.noticeId,
      rows.map((r) => r.n.id),
    ),
  );
  return rows.map(({ n, ...names }) =>
    toDto(
      n,
      names,
      lang,
      attached.filter((f) => f.row.noticeId === n.id).map(({ row: _r, ...f }) => f),
    ),
  );
}

function toDto(
  n: NoticeRow,
  names: ProjectNames,
  lang: Language,
  attachments: AnnouncementDto['attachments'],
): AnnouncementDto {
  return {
    id: n.id,
    projectId: n.projectId,
    ...names,
    type: n.type,
    typeName: isAnnouncementType(n.type) ? ANNOUNCEMENT_TYPES[n.type].labels[lang] : String(n.type),
    title: n.title,
    content: n.content,
    status: n.status === 1 ? 1 : 0,
    applyToTime: iso(n.applyToTime),
    uppriceFromTime: iso(n.uppriceFromTime),
    uppriceToTime: iso(n.uppriceToTime),
    publishedAt: iso(n.publishedAt),
    creationTime: n.createdAt.toISOString(),
    attachments,
  };
}

/** The project if the caller may see it; 404 otherwise (its existence is not confirmed to outsiders). */
export async function visibleProject(db: Db, actor: Actor, projectId: number) {
  const [project] = await db
    .select()
    .from(projects)
    .where(visibleProjects(actor, eq(projects.id, projectId)));
  if (!project) throw notFound(projectId);
  return project;
}

/** One notice as the caller may see it: a draft only for its organisers. */
export async function noticeFor(db: Db, actor: Actor, id: number, lang: Language): Promise<AnnouncementDto> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.tenantId, actor.tenantId)));
  if (!row) throw notFound(id);
  const project = await visibleProject(db, actor, row.projectId);
  if (row.status !== 1 && !seesDrafts(actor, project)) throw notFound(id);
  const [dto] = await noticeDtos(db, eq(notices.id, id), lang);
  return dto!;
}

export async function countNotices(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .innerJoin(projects, eq(projects.id, notices.projectId))
    .where(where);
  return row?.n ?? 0;
}
