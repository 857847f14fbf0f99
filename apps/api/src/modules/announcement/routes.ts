import { and, eq } from 'drizzle-orm';
import { Empty, EntityDto } from '@bidhall/contracts/abp/envelope';
import { listResult, pagedResult } from '@bidhall/contracts/abp/paging';
import { AnnouncementDraftInput, AnnouncementDto, AnnouncementListInput, PublicNoticePagedInput } from '@bidhall/contracts/announcement';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { notices } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { countNotices, noticeDtos, noticeFor, seesDrafts, visibleProject } from './queries.ts';
import { deleteDraft, publishNotice, saveDraft } from './service.ts';

const AGENCY = { roles: [ROLES.agency] } as const;
const ANY_ROLE = { roles: ROLE_NAMES } as const;

/** Project notices (projectBidNotice, researchNotice, projectResultNotice, projectCorrectionNotice). */
export const announcementService: Service = {
  name: 'Announcement',
  endpoints: [
    endpoint({
      method: 'CreateOrUpdate',
      summary: "Write or change a draft notice of a project the caller's agency handles",
      input: AnnouncementDraftInput,
      output: AnnouncementDto,
      access: AGENCY,
      handle: async (ctx, input) => saveDraft(ctx, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'Publish',
      summary: 'Publish a draft: its effect on the project (publication, correction, suspension, result, failure) is made with it',
      input: EntityDto,
      output: AnnouncementDto,
      access: { roles: [ROLES.agency, ROLES.purchaser] },
      handle: async (ctx, input) => publishNotice(ctx, await loadActor(ctx), input.id),
    }),
    endpoint({
      method: 'Delete',
      summary: 'Throw a draft away',
      input: EntityDto,
      output: Empty,
      access: AGENCY,
      handle: async (ctx, input) => deleteDraft(ctx, await loadActor(ctx), input.id),
    }),
    endpoint({
      method: 'GetList',
      summary: "A project's notices, newest first; drafts only for its agency and purchaser",
      input: AnnouncementListInput,
      output: listResult(AnnouncementDto),
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
    endpoint({
      method: 'Get',
      summary: 'One notice the caller may see',
      input: EntityDto,
      output: AnnouncementDto,
      access: ANY_ROLE,
      handle: async (ctx, input) => noticeFor(ctx.db, await loadActor(ctx), input.id, ctx.lang),
    }),
  ],
};

const published = (tenantId: number) => and(eq(notices.tenantId, tenantId), eq(notices.status, 1), eq(projects.isDeleted, false));

/** Published notices are public: the portal reads them without signing in. */
export const publicNoticeService: Service = {
  name: 'PublicNotice',
  endpoints: [
    endpoint({
      method: 'GetPaged',
      summary: 'Published notices of the tenant, newest first, by type or project',
      input: PublicNoticePagedInput,
      output: pagedResult(AnnouncementDto),
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
    endpoint({
      method: 'Get',
      summary: 'One published notice',
      input: EntityDto,
      output: AnnouncementDto,
      access: 'anonymous',
      handle: async (ctx, input) => {
        const [dto] = await noticeDtos(ctx.db, and(published(ctx.tenantId), eq(notices.id, input.id)), ctx.lang);
        if (!dto) throw notFound(input.id);
        return dto;
      },
    }),
  ],
};
