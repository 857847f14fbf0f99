import { and, eq, inArray } from 'drizzle-orm';
import type { ExpertProjectDto, SprojectDto } from '@bidhall/contracts/sproject';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { expertTask } from '@bidhall/domain/expert-task';
import type { Db } from '../../db/database.ts';
import { expertSubmissions } from '../../db/evaluation-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { gateView } from './access.ts';

/**
 * An expert's project list with that expert's task on each (domain/expert-task): the gate
 * facts come from the stored rows, since the list's DTO does not carry them, and the
 * submission is the expert's own.
 */
export async function withExpertTasks(
  db: Db,
  expertUserId: number,
  page: PagedResult<SprojectDto>,
  now: Date,
): Promise<PagedResult<ExpertProjectDto>> {
  const ids = page.items.map((p) => p.id);
  if (ids.length === 0) return { totalCount: page.totalCount, items: [] };
  const rows = await db.select().from(projects).where(inArray(projects.id, ids));
  const submitted = await db
    .select({ projectId: expertSubmissions.projectId })
    .from(expertSubmissions)
    .where(and(eq(expertSubmissions.expertUserId, expertUserId), inArray(expertSubmissions.projectId, ids)));
  const done = new Set(submitted.map((s) => s.projectId));
  const gates = new Map(rows.map((row) => [row.id, gateView(row)]));
  return {
    totalCount: page.totalCount,
    items: page.items.map((item) => ({
      ...item,
      expertTask: expertTask(gates.get(item.id)!, now.getTime(), done.has(item.id)),
    })),
  };
}
