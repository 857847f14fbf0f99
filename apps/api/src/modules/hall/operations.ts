import { eq } from 'drizzle-orm';
import type { HallAdjustEndInput, HallWindowResult } from '@bidhall/contracts/hall-operations';
import type { WindowChangeKind } from '@bidhall/contracts/realtime/window';
import { ROLES } from '@bidhall/domain/roles';
import { resumeTimes } from '@bidhall/domain/project-times';
import { projectAudits, projects } from '../../db/lifecycle-schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import { appendProjectEvent, lockProject } from '../../events/append.ts';
import { publishAfterCommit } from '../../events/relay.ts';
import { requireProjectAgency } from './audience.ts';
import { windowOf, windowTimes, type ProjectRow } from './window.ts';

type Change = {
  set: Partial<typeof projects.$inferInsert>;
  kind: WindowChangeKind;
  reason: string | null;
  audit: string;
};

/**
 * The agency's operator actions (docs/rules.md "The quote window"). Under the project lock: the
 * window moves, the version grows, a history item is written and window.changed is appended
 * to the auction record and the outbox, all in the call's transaction.
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
    project.state !== 5 ||
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
  const row = await appendProjectEvent(ctx.db, {
    tenantId: ctx.tenantId,
    projectId: project.id,
    type: 'window.changed',
    at: now,
    payload: { kind: change.kind, window, reason: change.reason },
  });
  publishAfterCommit(ctx, [row]);
  return { projectId: project.id, seq: row.seq!, window };
}

export const pauseWindow = (ctx: RequestContext, projectId: number) =>
  operate(ctx, projectId, (project, now) => {
    if (project.paused) throw userFriendly({ key: 'hall.alreadyPaused' });
    return { set: { paused: true, pausedAt: new Date(now) }, kind: 'paused', reason: null, audit: '暂停报价' };
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

export const adjustEnd = (ctx: RequestContext, input: HallAdjustEndInput) =>
  operate(ctx, input.projectId, (project, now) => {
    if (input.newEnd <= now || input.newEnd <= windowTimes(project).uppriceFromTime.getTime())
      throw userFriendly({ key: 'hall.endNotFuture' });
    return {
      set: { uppriceToTime: new Date(input.newEnd) },
      kind: 'corrected',
      reason: input.reason,
      audit: '调整报价结束时间',
    };
  });
