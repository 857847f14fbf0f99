import { and, eq } from 'drizzle-orm';
import type { HallAdjustEndInput, HallPauseInput, HallWindowResult } from '@bidhall/contracts/hall-operations';
import type { WindowChangeKind } from '@bidhall/contracts/realtime/window';
import { ROLES } from '@bidhall/domain/roles';
import { END_MOVE_LIMITS, endMoveRefusal, type EndMoveLimits, type EndMoveRefusal } from '@bidhall/domain/end-move';
import { resumeTimes } from '@bidhall/domain/project-times';
import { eApplies, projectAudits, projects } from '../../db/lifecycle-schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { fieldError, userFriendly, type ApiError } from '../../http/errors.ts';
import { appendProjectEvent, lockProject } from '../../events/append.ts';
import { appendBadgeCounts, appendExpertBadgeCounts } from '../../events/badges.ts';
import { requireProjectAgency } from './audience.ts';
import { windowOf, windowTimes, type ProjectRow } from './window.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

type Change = {
  set: Partial<typeof projects.$inferInsert>;
  kind: WindowChangeKind;
  reason: string | null;
  audit: string;
};

/**
 * The agency's operator actions (docs/rules.md "The quote window"). Under the project lock: the
 * window moves, the version grows, a history item is written and window.changed is appended
 * to the auction record and the outbox, with the counts of the project's firms' users, all in
 * the call's transaction.
 */
async function operate(
  ctx: RequestContext,
  projectId: number,
  decide: (project: ProjectRow, now: number) => Change,
): Promise<HallWindowResult> {
  const project = await lockProject(ctx.db, ctx.tenantId, projectId);
  await requireProjectAgency(ctx, project);
  const now = ctx.deps.now();
  const t = windowTimes(project);
  if (
    project.state !== PROJECT_STATE.published ||
    project.windowClosedAt ||
    (!project.paused && now.getTime() >= t.uppriceToTime.getTime())
  ) {
    throw userFriendly({ key: 'hall.notLive', params: { state: project.state } });
  }
  const change = decide(project, now.getTime());
  const [updated] = await ctx.db
    .update(projects)
    .set({ ...change.set, windowVersion: project.windowVersion + 1, updatedAt: now })
    .where(eq(projects.id, project.id))
    .returning();
  const window = windowOf(updated!);
  const session = requireSession(ctx);
  await ctx.db.insert(projectAudits).values({
    tenantId: ctx.tenantId,
    projectId: project.id,
    comment: change.reason ? `${change.audit}：${change.reason}` : change.audit,
    status: 1,
    sponsorRoles: ROLES.agency,
    creatorUserId: session.userId,
    creationTime: now,
  });
  const row = await appendProjectEvent(ctx, {
    tenantId: ctx.tenantId,
    projectId: project.id,
    type: 'window.changed',
    at: now,
    payload: { kind: change.kind, window, reason: change.reason },
  });
  // Pages in no hall (the purchaser's project pages, the bidders' and experts' hall lists) hear
  // the move as their users' counts, and read again (a paused window past its end is also no
  // result to submit yet, in the agency's counts).
  const bidders = await ctx.db
    .select({ id: eApplies.supplierId })
    .from(eApplies)
    .where(and(eq(eApplies.projectId, project.id), eq(eApplies.status, 1)));
  await appendBadgeCounts(ctx, {
    tenantId: ctx.tenantId,
    companyIds: [project.purchaserCompanyId, project.agencyCompanyId, ...bidders.map((b) => b.id)],
    now,
  });
  await appendExpertBadgeCounts(ctx, { tenantId: ctx.tenantId, projectIds: [project.id], now });
  return { projectId: project.id, seq: row.seq!, window };
}

export const pauseWindow = (ctx: RequestContext, input: HallPauseInput) =>
  operate(ctx, input.projectId, (project, now) => {
    if (project.paused) throw userFriendly({ key: 'hall.alreadyPaused' });
    return { set: { paused: true, pausedAt: new Date(now) }, kind: 'paused', reason: input.reason, audit: '暂停报价' };
  });

export const resumeWindow = (ctx: RequestContext, projectId: number) =>
  operate(ctx, projectId, (project, now) => {
    if (!project.paused || !project.pausedAt) throw userFriendly({ key: 'hall.notPaused' });
    // The window shifts by the pause, so no bidder loses quoting time (domain resumeTimes).
    const shifted = resumeTimes(windowTimes(project), project.pausedAt, now)!;
    return {
      set: {
        paused: false,
        pausedAt: null,
        uppriceFromTime: new Date(shifted.uppriceFromTime),
        uppriceToTime: new Date(shifted.uppriceToTime),
      },
      kind: 'resumed',
      reason: null,
      audit: '恢复报价',
    };
  });

/** A move beyond the rules is a bad value of `newEnd` (400), with the limit it broke. */
const END_MOVE_ERRORS: Record<EndMoveRefusal, (limits: EndMoveLimits) => ApiError> = {
  'end-too-soon': (limits) => fieldError('hall.endTooSoon', 'newEnd', { minutes: limits.minLeadMs / 60_000 }),
  'end-too-far': (limits) => fieldError('hall.endTooFar', 'newEnd', { hours: limits.maxLaterMs / 3_600_000 }),
  'window-too-long': (limits) => fieldError('hall.windowTooLong', 'newEnd', { days: limits.maxWindowMs / 86_400_000 }),
};

export const adjustEnd = (ctx: RequestContext, input: HallAdjustEndInput) =>
  operate(ctx, input.projectId, (project, now) => {
    const t = windowTimes(project);
    const limits = { ...END_MOVE_LIMITS, minLeadMs: ctx.deps.config.endMoveMinLeadMs };
    const refusal = endMoveRefusal(
      {
        now,
        from: t.uppriceFromTime.getTime(),
        currentEnd: t.uppriceToTime.getTime(),
        newEnd: input.newEnd,
      },
      limits,
    );
    if (refusal) throw END_MOVE_ERRORS[refusal](limits);
    return {
      set: { uppriceToTime: new Date(input.newEnd) },
      kind: 'corrected',
      reason: input.reason,
      audit: '调整报价结束时间',
    };
  });
