import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import { DEFAULT_BIDDING_SETTINGS } from '@bidhall/domain/quote-rules';
import { isFailed } from '@bidhall/domain/winning';
import type { AppDeps } from '../../http/context.ts';
import { projectPbSettings, projects } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';
import { appendProjectEvent } from '../../events/append.ts';
import { appendBadgeCounts } from '../../events/badges.ts';
import { inOwnTransaction } from '../../events/own-transaction.ts';
import { ruleOf } from '../hall/snapshot.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

export type ClosedWindow = { projectId: number; validBidders: number; failed: boolean };

/**
 * Closes every window whose end has passed by `now`, exactly once: the due rows are locked
 * FOR UPDATE SKIP LOCKED, so a second api process (or a quote still holding a row) makes the
 * other caller skip them, and `window_closed_at` keeps them from ever being chosen again.
 * Fewer valid bidders than minBidders fails the project (5 -> 8, docs/rules.md); its
 * project.state event is published once the transaction commits. Nobody writes at the moment a
 * window ends, so the job sends the badge counts it changes (the agency's results to submit)
 * to the users of the firms concerned, as a call does.
 */
export async function closeDueWindows(
  deps: Pick<AppDeps, 'db' | 'relay' | 'logger'>,
  now: Date,
  batch = 20,
): Promise<{ closed: ClosedWindow[] }> {
  return inOwnTransaction(deps, async (tx, afterCommit) => {
    const due = await tx
      .select({ project: projects, minBidders: projectPbSettings.minBidders })
      .from(projects)
      .leftJoin(projectPbSettings, eq(projectPbSettings.projectId, projects.id))
      .where(
        and(
          eq(projects.state, PROJECT_STATE.published),
          isNull(projects.windowClosedAt),
          eq(projects.paused, false),
          lte(projects.uppriceToTime, now),
        ),
      )
      .orderBy(asc(projects.uppriceToTime))
      .limit(batch)
      .for('update', { of: projects, skipLocked: true });
    const closed: ClosedWindow[] = [];
    for (const { project, minBidders } of due) {
      const [bidders] = await tx
        .select({ n: count() })
        .from(quoteStandings)
        .where(eq(quoteStandings.projectId, project.id));
      const validBidders = bidders?.n ?? 0;
      const failed = isFailed(validBidders, minBidders ?? DEFAULT_BIDDING_SETTINGS.minBidders);
      await tx
        .update(projects)
        .set({ windowClosedAt: now, updatedAt: now, ...(failed ? { state: PROJECT_STATE.failed } : {}) })
        .where(eq(projects.id, project.id));
      if (failed)
        await appendProjectEvent(
          { db: tx, afterCommit, deps },
          {
            tenantId: project.tenantId,
            projectId: project.id,
            type: 'project.state',
            at: now,
            payload: { from: PROJECT_STATE.published, to: PROJECT_STATE.failed, winbidRule: ruleOf(project) },
          },
        );
      closed.push({ projectId: project.id, validBidders, failed });
    }
    const firms = new Map<number, Set<number | null>>();
    for (const { project } of due) {
      const ids = firms.get(project.tenantId) ?? new Set();
      firms.set(project.tenantId, ids.add(project.purchaserCompanyId).add(project.agencyCompanyId));
    }
    for (const [tenantId, ids] of firms)
      await appendBadgeCounts({ db: tx, afterCommit, deps }, { tenantId, companyIds: [...ids], now });
    return { closed };
  });
}
