import { and, eq, inArray } from 'drizzle-orm';
import { projectExperts, projects } from '../../db/lifecycle-schema.ts';
import type { ExpertProjectDto } from '@bidhall/contracts/sproject';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { expertTask } from '@bidhall/domain/expert-task';
import type { Db } from '../../db/database.ts';
import { expertSubmissions } from '../../db/evaluation-schema.ts';
import type { Actor } from '../projects/actor.ts';
import { projectForAudience, type Joined } from '../projects/project-dto.ts';
import { gateView } from './access.ts';

/**
 * An expert's project list with that expert's task on each (domain/expert-task), judged on
 * the page's own stored rows and the expert's own submissions.
 */
export async function withExpertTasks(
  db: Db,
  actor: Actor,
  expertUserId: number,
  page: { totalCount: number; rows: Joined[] },
  now: Date,
): Promise<PagedResult<ExpertProjectDto>> {
  const ids = page.rows.map((row) => row.p.id);
  const submitted =
    ids.length === 0
      ? []
      : await db
          .select({ projectId: expertSubmissions.projectId })
          .from(expertSubmissions)
          .where(and(eq(expertSubmissions.expertUserId, expertUserId), inArray(expertSubmissions.projectId, ids)));
  const done = new Set(submitted.map((s) => s.projectId));
  return {
    totalCount: page.totalCount,
    items: page.rows.map((row) => ({
      ...projectForAudience(actor, row),
      expertTask: expertTask(gateView(row.p), now.getTime(), done.has(row.p.id)),
    })),
  };
}

/**
 * How many of an expert's assigned projects wait for its scores, judged as its list judges
 * each (its menu badge, waitScoreNum).
 */
export async function expertScoreCount(db: Db, tenantId: number, expertUserId: number, now: Date): Promise<number> {
  const assigned = await db
    .select({ p: projects })
    .from(projectExperts)
    .innerJoin(projects, eq(projects.id, projectExperts.projectId))
    .where(
      and(
        eq(projectExperts.expertUserId, expertUserId),
        eq(projects.tenantId, tenantId),
        eq(projects.isDeleted, false),
      ),
    );
  const submitted = await db
    .select({ projectId: expertSubmissions.projectId })
    .from(expertSubmissions)
    .where(eq(expertSubmissions.expertUserId, expertUserId));
  const done = new Set(submitted.map((s) => s.projectId));
  return assigned.filter(({ p }) => expertTask(gateView(p), now.getTime(), done.has(p.id)) === 'to-score').length;
}
