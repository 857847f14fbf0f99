import { and, desc, eq, gte, isNotNull, or } from 'drizzle-orm';
import { PROJECT_STATE } from '@bidhall/domain/project-states';
import { screenViewOf } from '@bidhall/contracts/screen-view';
import { SCREEN_ACTIVITY_KEPT } from '@bidhall/contracts/statistics';
import type { Db } from '../../db/database.ts';
import { outbox, projects } from '../../db/lifecycle-schema.ts';
import { rankedMessageOf } from '../../events/bus-message.ts';
import { withRankings } from '../../events/rankings.ts';

/** The projects whose latest events a screen opened now starts with. */
const PROJECTS_READ = 20;
/** A window closed this long ago still has its last moves on the wall. */
const CLOSED_SHOWN_MS = 60 * 60_000;

/**
 * ScreenCount/GetScreenActivity: what the big screen's feed would hold had it been open, so a
 * wall opened mid-auction shows the recent activity at once. The latest events of the tenant's
 * published projects and of windows closed within the hour, each read by its project's seq index
 * (the outbox has no index by tenant and time), in the screen's own view: a quote as counts only.
 */
export async function screenActivity(db: Db, tenantId: number, now: Date) {
  return db.transaction(
    async (tx) => {
      const live = await tx
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(
          and(
            eq(projects.tenantId, tenantId),
            eq(projects.isDeleted, false),
            or(
              eq(projects.state, PROJECT_STATE.published),
              and(
                isNotNull(projects.windowClosedAt),
                gte(projects.windowClosedAt, new Date(now.getTime() - CLOSED_SHOWN_MS)),
              ),
            ),
          ),
        )
        .orderBy(desc(projects.id))
        .limit(PROJECTS_READ);
      const lines = [];
      for (const project of live) {
        const rows = await tx
          .select()
          .from(outbox)
          .where(eq(outbox.projectId, project.id))
          .orderBy(desc(outbox.seq))
          .limit(SCREEN_ACTIVITY_KEPT);
        for (const row of await withRankings(tx, rows)) {
          const message = rankedMessageOf(row);
          const item = message && screenViewOf(message);
          if (item) lines.push({ at: row.createdAt.getTime(), seq: row.seq ?? 0, projectName: project.name, item });
        }
      }
      lines.sort((a, b) => b.at - a.at || b.seq - a.seq);
      return {
        lines: lines.slice(0, SCREEN_ACTIVITY_KEPT).map(({ at, projectName, item }) => ({ at, projectName, item })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
