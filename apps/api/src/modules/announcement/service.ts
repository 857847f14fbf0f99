import { and, desc, eq } from 'drizzle-orm';
import type { AnnouncementDraftInput, AnnouncementDto, DraftFromResultInput } from '@bidhall/contracts/announcement';
import { ANNOUNCEMENT_EFFECTS, decidePublication, type PublicationRefusal } from '@bidhall/domain/announcement-effects';
import { ANNOUNCEMENT_TYPES, isAnnouncementType, type AnnouncementType } from '@bidhall/domain/announcement-types';
import { PROJECT_STATES, isProjectState } from '@bidhall/domain/project-states';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { files, notices } from '../../db/documents-schema.ts';
import { announcements } from '../../db/lifecycle-schema.ts';
import { lockProject } from '../../events/append.ts';
import type { RequestContext } from '../../http/context.ts';
import { fieldError, forbidden, notFound, userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { setAttachments } from '../file/service.ts';
import { refusedWith } from '../projects/refusals.ts';
import { applyNoticeToSurvey, type NoticeSurveyInput } from '../research/survey-effects.ts';
import { upStatus } from '../sproject/up-status.ts';
import { noticeFor, visibleProject, type NoticeRow } from './queries.ts';
import { draftEndNotice } from './result-draft.ts';
import { plainTextOf } from './rich-text.ts';

const REFUSALS: Record<PublicationRefusal, MessageKey> = {
  'wrong-mode': 'notice.wrongMode',
  'wrong-state': 'notice.wrongState',
  'wrong-actor': 'notice.wrongActor',
};

const QUOTE_WINDOW = ['uppriceFromTime', 'uppriceToTime'] as const;
/** research_surveys.termination_reason holds at most this many characters. */
const REASON_LENGTH = 2000;

async function loadNotice(ctx: RequestContext, id: number): Promise<NoticeRow> {
  const [row] = await ctx.db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.tenantId, ctx.tenantId)));
  if (!row) throw notFound(id);
  return row;
}

/** The agency handling the project writes its notices; no other firm's agency may. */
async function handledProject(ctx: RequestContext, actor: Actor, projectId: number) {
  const project = await visibleProject(ctx.db, actor, projectId);
  if (project.agencyCompanyId === null || project.agencyCompanyId !== actor.companyId) throw forbidden();
  return project;
}

/** Announcement/CreateOrUpdate: a draft, its rich text sanitised, its attachments set. */
export async function saveDraft(
  ctx: RequestContext,
  actor: Actor,
  input: AnnouncementDraftInput,
): Promise<AnnouncementDto> {
  const project = await handledProject(ctx, actor, input.projectId);
  const type = ANNOUNCEMENT_TYPES[input.type];
  if (ANNOUNCEMENT_EFFECTS[input.type].mode !== project.mode)
    throw fieldError('notice.wrongMode', 'type', { type: type.labels[ctx.lang] });
  if (input.times && !ANNOUNCEMENT_EFFECTS[input.type].correctsTimes)
    throw fieldError('notice.timesNotAllowed', 'times');
  // A research correction's one time is its survey's new deadline: there is no quote window to move.
  const windowTime = QUOTE_WINDOW.find((field) => input.times?.[field]);
  if (windowTime && ANNOUNCEMENT_EFFECTS[input.type].survey)
    throw fieldError('notice.timesNotAllowed', `times.${windowTime}`);
  const now = ctx.deps.now();
  const values = {
    type: input.type,
    title: input.title,
    content: input.content,
    applyToTime: input.times?.applyToTime ?? null,
    uppriceFromTime: input.times?.uppriceFromTime ?? null,
    uppriceToTime: input.times?.uppriceToTime ?? null,
    updatedAt: now,
  };
  let id = input.id;
  if (id === undefined) {
    const [row] = await ctx.db
      .insert(notices)
      .values({ ...values, tenantId: ctx.tenantId, projectId: project.id, createdBy: actor.userId, createdAt: now })
      .returning({ id: notices.id });
    id = row!.id;
  } else {
    const draft = await loadNotice(ctx, id);
    if (draft.projectId !== project.id) throw notFound(id);
    if (draft.status !== 0) throw userFriendly({ key: 'notice.notDraft' });
    await ctx.db.update(notices).set(values).where(eq(notices.id, id));
  }
  await setAttachments(ctx, actor, { projectId: project.id, stage: 'notice', noticeId: id }, input.attachmentIds);
  return noticeFor(ctx.db, actor, id, ctx.lang);
}

/** What the notice gives its survey: its time as the new deadline, its text (else its title) as a termination reason. */
function surveyInput(notice: NoticeRow, now: Date): NoticeSurveyInput {
  const reason = () => (plainTextOf(notice.content) || notice.title).slice(0, REASON_LENGTH);
  return { tenantId: notice.tenantId, projectId: notice.projectId, now, deadline: notice.applyToTime, reason };
}

function refuse(reason: PublicationRefusal, type: number, state: number) {
  return refusedWith((lang) =>
    translate(REFUSALS[reason], lang, {
      type: isAnnouncementType(type) ? ANNOUNCEMENT_TYPES[type].labels[lang] : String(type),
      state: isProjectState(state) ? PROJECT_STATES[state].labels[lang] : String(state),
    }),
  );
}

/**
 * Announcement/Publish: the notice's effect on its project, decided by the domain. A move
 * goes through the lifecycle's own UpStatus transition (checks, history, announcement
 * record, project.state and window.changed events); a notice that moves nothing (a result
 * notice after the purchaser's confirmation) only writes its announcement record. A research
 * notice acts on the survey too (open, correct, terminate, close), in the same transaction:
 * a refusal of either leaves both as they were.
 */
export async function publishNotice(ctx: RequestContext, actor: Actor, id: number): Promise<AnnouncementDto> {
  const notice = await loadNotice(ctx, id);
  await visibleProject(ctx.db, actor, notice.projectId);
  if (notice.status !== 0) throw userFriendly({ key: 'notice.notDraft' });
  const project = await lockProject(ctx.db, ctx.tenantId, notice.projectId);
  if (
    actor.companyId === null ||
    (actor.companyId !== project.agencyCompanyId && actor.companyId !== project.purchaserCompanyId)
  )
    throw forbidden();
  const decision = decidePublication(notice.type as AnnouncementType, project, actor.role);
  if (!decision.ok) throw refuse(decision.reason, notice.type, project.state);
  const now = ctx.deps.now();
  const record = { title: notice.title, content: notice.content };
  const { survey } = ANNOUNCEMENT_EFFECTS[notice.type as AnnouncementType];
  if (survey) await applyNoticeToSurvey(ctx.db, survey, surveyInput(notice, now));
  if (decision.to !== null) {
    // A research notice's time is its survey's (applied above), never the project's.
    const times = survey
      ? {}
      : {
          applyToTime: notice.applyToTime ?? undefined,
          uppriceFromTime: notice.uppriceFromTime ?? undefined,
          uppriceToTime: notice.uppriceToTime ?? undefined,
        };
    await upStatus(
      ctx,
      actor,
      { id: project.id, state: decision.to, announcementType: notice.type, ...record, ...times },
      { noticeId: id },
    );
  } else {
    await ctx.db.insert(announcements).values({
      tenantId: ctx.tenantId,
      projectId: project.id,
      type: notice.type,
      ...record,
      publishedBy: actor.userId,
      publishedAt: now,
    });
  }
  const [made] = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.projectId, project.id))
    .orderBy(desc(announcements.id))
    .limit(1);
  await ctx.db
    .update(notices)
    .set({ status: 1, publishedBy: actor.userId, publishedAt: now, announcementId: made?.id ?? null, updatedAt: now })
    .where(eq(notices.id, id));
  // Attachments of a published notice are public from now on, like the notice itself.
  await ctx.db.update(files).set({ area: 'public' }).where(eq(files.noticeId, id));
  return noticeFor(ctx.db, actor, id, ctx.lang);
}

/**
 * Announcement/DraftFromResult: the handling agency asks for the end notice (result or failure)
 * drafted from the platform's template, as the confirmation or the failure drafted it; a draft
 * of that type already waiting is answered as it is.
 */
export async function draftFromResult(
  ctx: RequestContext,
  actor: Actor,
  input: DraftFromResultInput,
): Promise<AnnouncementDto> {
  await handledProject(ctx, actor, input.projectId);
  const project = await lockProject(ctx.db, ctx.tenantId, input.projectId);
  const id = await draftEndNotice(ctx, project, input.type, actor.userId);
  return noticeFor(ctx.db, actor, id, ctx.lang);
}

/** A draft may be thrown away by its agency; a published notice is part of the record. */
export async function deleteDraft(ctx: RequestContext, actor: Actor, id: number): Promise<Record<string, never>> {
  const notice = await loadNotice(ctx, id);
  await handledProject(ctx, actor, notice.projectId);
  if (notice.status !== 0) throw userFriendly({ key: 'notice.notDraft' });
  await ctx.db.update(files).set({ noticeId: null }).where(eq(files.noticeId, id));
  await ctx.db.delete(notices).where(eq(notices.id, id));
  return {};
}
