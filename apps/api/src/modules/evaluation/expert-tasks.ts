import { and, eq, inArray } from 'drizzle-orm';
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
