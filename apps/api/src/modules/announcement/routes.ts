import { Announcement, PublicNotice } from '@bidhall/contracts/routes/announcement';
import { and, eq } from 'drizzle-orm';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { notices } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { countNotices, noticeDtos, noticeFor, seesDrafts, visibleProject } from './queries.ts';
import { deleteDraft, draftFromResult, publishNotice, saveDraft } from './service.ts';

const AGENCY = { roles: [ROLES.agency] } as const;
const ANY_ROLE = { roles: ROLE_NAMES } as const;

/** Project notices (projectBidNotice, researchNotice, projectResultNotice, projectCorrectionNotice). */
export const announcementService = service(Announcement, [
  endpoint(Announcement.CreateOrUpdate, {
    summary: "Write or change a draft notice of a project the caller's agency handles",
    access: AGENCY,
    handle: async (ctx, input) => saveDraft(ctx, await loadActor(ctx), input),
  }),
  endpoint(Announcement.Publish, {
    summary:
      'Publish a draft: its effect on the project (publication, correction, suspension, result, failure) is made with it',
    access: { roles: [ROLES.agency, ROLES.purchaser] },
    handle: async (ctx, input) => publishNotice(ctx, await loadActor(ctx), input.id),
  }),
  endpoint(Announcement.DraftFromResult, {
    summary:
      "Draft the result notice of a confirmed result (7) or the failure notice of a failed project (8) from the platform's template",
    access: AGENCY,
    handle: async (ctx, input) => draftFromResult(ctx, await loadActor(ctx), input),
  }),
  endpoint(Announcement.Delete, {
    summary: 'Throw a draft away',
    access: AGENCY,
    handle: async (ctx, input) => deleteDraft(ctx, await loadActor(ctx), input.id),
  }),
  endpoint(Announcement.GetList, {
    summary: "A project's notices, newest first; drafts only for its agency and purchaser",
    access: ANY_ROLE,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      const project = await visibleProject(ctx.db, actor, input.projectId);
      const where = and(
        eq(notices.projectId, project.id),
        input.type === undefined ? undefined : eq(notices.type, input.type),
        seesDrafts(actor, project) ? undefined : eq(notices.status, 1),
      );
      return { items: await noticeDtos(ctx.db, where, ctx.lang) };
    },
  }),
  endpoint(Announcement.Get, {
    summary: 'One notice the caller may see',
    access: ANY_ROLE,
    handle: async (ctx, input) => noticeFor(ctx.db, await loadActor(ctx), input.id, ctx.lang),
  }),
]);

const published = (tenantId: number) =>
  and(eq(notices.tenantId, tenantId), eq(notices.status, 1), eq(projects.isDeleted, false));

/** Published notices are public: the portal reads them without signing in. */
export const publicNoticeService = service(PublicNotice, [
  endpoint(PublicNotice.GetPaged, {
    summary: 'Published notices of the tenant, newest first, by type or project',
    access: 'anonymous',
    handle: async (ctx, input) => {
      const where = and(
        published(ctx.tenantId),
        input.type === undefined ? undefined : eq(notices.type, input.type),
        input.projectId === undefined ? undefined : eq(notices.projectId, input.projectId),
      );
      const items = await noticeDtos(ctx.db, where, ctx.lang, { skip: input.SkipCount, take: input.MaxResultCount });
      return { totalCount: await countNotices(ctx.db, where), items };
    },
  }),
  endpoint(PublicNotice.Get, {
    summary: 'One published notice',
    access: 'anonymous',
    handle: async (ctx, input) => {
      const [dto] = await noticeDtos(ctx.db, and(published(ctx.tenantId), eq(notices.id, input.id)), ctx.lang);
      if (!dto) throw notFound(input.id);
      return dto;
    },
  }),
]);
