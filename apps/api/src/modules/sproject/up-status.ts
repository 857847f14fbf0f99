import { eq } from 'drizzle-orm';
import type { SprojectDto, UpStatusInput } from '@bidhall/contracts/sproject';
import {
  ANNOUNCEMENT_TYPES,
  announcementTypesForMode,
  type AnnouncementType,
} from '@bidhall/domain/announcement-types';
import { canMoveProject, projectMoveError, type MoveDecision } from '@bidhall/domain/project-machine';
import type { ProjectState } from '@bidhall/domain/project-states';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { announcements, projects } from '../../db/lifecycle-schema.ts';
import { writePublishedNotice } from '../announcement/published-notice.ts';
import { DRAFTED_AT, draftEndNotice } from '../announcement/result-draft.ts';
import { appendProjectEvent, lockProject } from '../../events/append.ts';
import { appendBadgeCounts } from '../../events/badges.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Actor } from '../projects/actor.ts';
import { nextHandlers, writeHistory } from '../projects/history.ts';
import { projectDetail, type ProjectRow } from '../projects/project-dto.ts';
import { invalidField, refusedWith } from '../projects/refusals.ts';
import { fieldError } from '../../http/errors.ts';
import { effectOf } from './move-effects.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/** The notice drafted when a move ends the project: the result notice at 7, the failure notice at 8. */
const endNoticeOf = (to: number) => (to === 7 || to === 8 ? DRAFTED_AT[to] : null);

/** Research projects publish the research variants of the same notices (types 1, 7-9). */
const RESEARCH_VARIANT: Partial<Record<AnnouncementType, AnnouncementType>> = { 0: 1, 2: 8, 3: 8, 4: 9, 5: 7, 6: 9 };

function announcementType(
  p: ProjectRow,
  decision: Extract<MoveDecision, { ok: true }>,
  asked: number | undefined,
): AnnouncementType | null {
  const chosen = decision.announcementTypes.find((t) => t === asked) ?? decision.announcementType;
  if (chosen === undefined) return null;
  const forMode = announcementTypesForMode(p.mode === 1 ? 1 : 0);
  return forMode.includes(chosen) ? chosen : (RESEARCH_VARIANT[chosen] ?? chosen);
}

/**
 * UpStatus: moves a project as docs/rules.md's lifecycle table allows the caller's role, with the
 * move's own checks (domain), history templates, announcement and events, all in the call's
 * transaction; any other move is refused naming the current state, and nothing changes.
 */
/** `fromNotice`: Announcement/Publish moving the project for its own draft notice (which it marks published itself). */
export async function upStatus(
  ctx: RequestContext,
  actor: Actor,
  input: UpStatusInput,
  fromNotice?: { noticeId: number },
): Promise<SprojectDto> {
  await projectDetail(ctx.db, actor, input.id);
  const p = await lockProject(ctx.db, ctx.tenantId, input.id);
  const from = p.state as ProjectState;
  const decision = canMoveProject(from, input.state, actor.role);
  if (!decision.ok) throw refusedWith((lang) => projectMoveError(from, input.state, actor.role, lang)!);
  if (decision.reasonRequired && !input.reason) throw invalidField('validation.reasonRequired', 'reason');
  const type = announcementType(p, decision, input.announcementType);
  // A confirmed result or a failure made by the move itself (not by publishing its notice) gets
  // its notice drafted from the template below, for the agency to review and publish.
  const drafted = !fromNotice && p.mode === 0 ? endNoticeOf(input.state) : null;
  // A notice sent with the move is published by it, readable at once; a move whose notice is
  // drafted, or that has none, refuses one rather than store it where nobody reads it.
  const sent = !fromNotice && (input.title !== undefined || input.content !== undefined);
  if (sent && (type === null || drafted !== null))
    throw fieldError('sproject.noNoticeToSend', input.content !== undefined ? 'content' : 'title');
  const now = ctx.deps.now();
  const effect = await effectOf(from, input.state)(ctx, actor, p, input, now);
  const [moved] = await ctx.db
    .update(projects)
    .set({ ...effect.set, state: input.state, updatedAt: now })
    .where(eq(projects.id, p.id))
    .returning();
  await writeHistory(ctx.db, actor, {
    projectId: p.id,
    templates: decision.templates,
    reason: input.reason,
    handlerRoles: nextHandlers(input.state),
    at: now,
  });
  if (type !== null && drafted === null) {
    const title = input.title ?? `${p.name}${ANNOUNCEMENT_TYPES[type].labels['zh-CN']}`;
    // Publication (4 -> 5) called directly, and any move sent with its notice, publishes that
    // notice as Announcement/Publish would. Other direct moves keep the record only: their
    // notices are the agency's own drafts, and Announcement/Publish marks its own draft.
    if (fromNotice || (!sent && !(from === PROJECT_STATE.approved && input.state === PROJECT_STATE.published))) {
      await ctx.db.insert(announcements).values({
        tenantId: ctx.tenantId,
        projectId: p.id,
        type,
        title,
        content: input.content ?? '',
        publishedBy: actor.userId,
        publishedAt: now,
      });
    } else {
      const times = {
        applyToTime: input.applyToTime,
        uppriceFromTime: input.uppriceFromTime,
        uppriceToTime: input.uppriceToTime,
      };
      await writePublishedNotice(ctx.db, {
        tenantId: ctx.tenantId,
        projectId: p.id,
        type,
        title,
        content: input.content ?? '',
        publishedBy: actor.userId,
        at: now,
        times,
      });
    }
  }
  const event = { tenantId: ctx.tenantId, projectId: p.id, at: now };
  if (from !== input.state) {
    await appendProjectEvent(ctx, {
      ...event,
      type: 'project.state',
      payload: { from, to: input.state as ProjectState, winbidRule: p.winbidRule as WinbidRule },
    });
  }
  if (drafted !== null) await draftEndNotice(ctx, moved!, drafted, actor.userId);
  if (effect.window && moved!.applyToTime && moved!.uppriceFromTime && moved!.uppriceToTime) {
    const window = {
      applyToTime: moved!.applyToTime.getTime(),
      uppriceFromTime: moved!.uppriceFromTime.getTime(),
      uppriceToTime: moved!.uppriceToTime.getTime(),
      paused: moved!.paused,
      extensions: moved!.extensions,
      extendedSeconds: moved!.extendedSeconds,
      version: moved!.windowVersion,
    };
    await appendProjectEvent(ctx, {
      ...event,
      type: 'window.changed',
      payload: { kind: effect.window, window, reason: input.reason ?? null },
    });
  }
  await appendBadgeCounts(ctx, {
    tenantId: ctx.tenantId,
    companyIds: [p.purchaserCompanyId, moved!.agencyCompanyId],
    anyAgency: moved!.agencyCompanyId === null,
    now,
  });
  return projectDetail(ctx.db, actor, p.id);
}
