import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import { DEFAULT_BIDDING_SETTINGS } from '@bidhall/domain/quote-rules';
import { isFailed } from '@bidhall/domain/winning';
import type { Db } from '../../db/database.ts';
import { projectPbSettings, projects } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';
import { appendProjectEvent, type OutboxRow } from '../../events/append.ts';
import { ruleOf } from '../hall/snapshot.ts';

export type ClosedWindow = { projectId: number; validBidders: number; failed: boolean };

/**
 * Closes every window whose end has passed by `now`, exactly once: the due rows are locked
 * FOR UPDATE SKIP LOCKED, so a second api process (or a quote still holding a row) makes the
 * other caller skip them, and `window_closed_at` keeps them from ever being chosen again.
 * Fewer valid bidders than minBidders fails the project (5 -> 8, docs/rules.md).
 */
export async function closeDueWindows(
  db: Db,
  now: Date,
  batch = 20,
): Promise<{ closed: ClosedWindow[]; rows: OutboxRow[] }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ project: projects, minBidders: projectPbSettings.minBidders })
      .from(projects)
      .leftJoin(projectPbSettings, eq(projectPbSettings.projectId, projects.id))
      .where(
        and(
          eq(projects.state, 5),
          isNull(projects.windowClosedAt),
          eq(projects.paused, false),
          lte(projects.uppriceToTime, now),
        ),
      )
      .orderBy(asc(projects.uppriceToTime))
      .limit(batch)
      .for('update', { of: projects, skipLocked: true });
    const closed: ClosedWindow[] = [];
    const rows: OutboxRow[] = [];
    for (const { project, minBidders } of due) {
      const [bidders] = await tx
        .select({ n: count() })
        .from(quoteStandings)
        .where(eq(quoteStandings.projectId, project.id));
      const validBidders = bidders?.n ?? 0;
      const failed = isFailed(validBidders, minBidders ?? DEFAULT_BIDDING_SETTINGS.minBidders);
      await tx
        .update(projects)
        .set({ windowClosedAt: now, updatedAt: now, ...(failed ? { state: 8 } : {}) })
        .where(eq(projects.id, project.id));
      if (failed) {
        rows.push(
          await appendProjectEvent(tx, {
            tenantId: project.tenantId,
            projectId: project.id,
            type: 'project.state',
            at: now,
            payload: { from: 5, to: 8, winbidRule: ruleOf(project) },
          }),
        );
      }
      closed.push({ projectId: project.id, validBidders, failed });
    }
    return { closed, rows };
  });
}
