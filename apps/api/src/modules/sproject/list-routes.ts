import { Sproject } from '@bidhall/contracts/routes/sproject';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { eApplies, projectExperts, projects } from '../../db/lifecycle-schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { pagedProjectRows, pagedProjects, projectDetail, visibleProjectRow } from '../projects/project-dto.ts';
import { audienceOf } from '../projects/audience.ts';
import { openForSignUpBy, signedUpBy } from '../projects/sign-up-filters.ts';
import { withExpertTasks } from '../evaluation/expert-tasks.ts';
import { pagedEApplies, priceList, toEApplyDto, uppriceSuppliers } from './lists.ts';

const ANY_ROLE = { roles: ROLE_NAMES } as const;
const SUPPLIER = { roles: [ROLES.supplier] } as const;
const NOT_SUPPLIER = { roles: [ROLES.purchaser, ROLES.agency, ROLES.expert, ROLES.admin] } as const;

/** The Sproject read calls that list or look into one project's sign-ups and quotes. */
export const listEndpoints = [
  endpoint(Sproject.GetSprojectDetailByProjectId, {
    summary: 'One project the caller may see, by projectId',
    access: ANY_ROLE,
    handle: async (ctx, input) => projectDetail(ctx.db, await loadActor(ctx), input.projectId),
  }),
  endpoint(Sproject.GetSprojectContentByProjectId, {
    summary: "A project's content text",
    access: ANY_ROLE,
    handle: async (ctx, input) => {
      const p = await projectDetail(ctx.db, await loadActor(ctx), input.projectId);
      return { id: p.id, projectName: p.projectName, content: p.content };
    },
  }),
  endpoint(Sproject.GetMyQuotedSprojectDetail, {
    summary: "The project with the supplier's own sign-up and own accepted quotes",
    access: SUPPLIER,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      const project = await projectDetail(ctx.db, actor, input.projectId);
      const [row] = await ctx.db
        .select()
        .from(eApplies)
        .where(and(eq(eApplies.projectId, project.id), eq(eApplies.supplierId, actor.companyId ?? 0)));
      const p = await visibleProjectRow(ctx.db, actor, input.projectId);
      return {
        project,
        eApply: row ? toEApplyDto(row, p) : null,
        quotes: await priceList(ctx.db, actor, p, ctx.deps.now()),
      };
    },
  }),
  endpoint(Sproject.GetSprojectEApplyList, {
    summary: 'Sign-ups the caller may see: its own (supplier), or those of its projects (optionally one)',
    access: ANY_ROLE,
    handle: async (ctx, input) => pagedEApplies(ctx.db, await loadActor(ctx), input, 0, ctx.deps.now()),
  }),
  endpoint(Sproject.GetResearchEApplyList, {
    summary: 'Fill-ins of research projects (mode 1), as the sign-up list',
    access: ANY_ROLE,
    handle: async (ctx, input) => pagedEApplies(ctx.db, await loadActor(ctx), input, 1, ctx.deps.now()),
  }),
  endpoint(Sproject.GetSprojectUnEApplyList, {
    summary: 'Published projects still open for sign-up that the supplier has not joined (tab 0)',
    access: SUPPLIER,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      return pagedProjects(ctx.db, actor, input, [openForSignUpBy(actor.companyId, ctx.deps.now())]);
    },
  }),
  endpoint(Sproject.GetMyBidList, {
    summary: "Projects where the supplier's sign-up passed: its quote hall list",
    access: SUPPLIER,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      return pagedProjects(ctx.db, actor, input, [gte(projects.state, 5), signedUpBy(actor.companyId, 1)]);
    },
  }),
  endpoint(Sproject.GetUppriceSupplierList, {
    summary: 'Bidders allowed to quote in a project and how many quotes each made (no amounts)',
    access: NOT_SUPPLIER,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      const { facts } = await audienceOf(
        ctx.db,
        actor,
        await visibleProjectRow(ctx.db, actor, input.projectId),
        ctx.deps.now(),
      );
      // Names, counts and times of the bidders: only a caller the policy shows all of them to.
      return {
        items:
          facts.identities === 'all' && facts.count && facts.times
            ? await uppriceSuppliers(ctx.db, input.projectId)
            : [],
      };
    },
  }),
  endpoint(Sproject.GetSprojectPriceList, {
    summary: "A project's accepted quotes in seq order; amounts only where docs/rules.md lets the caller see them",
    access: ANY_ROLE,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      return {
        items: await priceList(ctx.db, actor, await visibleProjectRow(ctx.db, actor, input.projectId), ctx.deps.now()),
      };
    },
  }),
  endpoint(Sproject.GetEndGameList, {
    summary: 'Projects whose quote window is over: results to submit, confirm or published',
    access: ANY_ROLE,
    handle: async (ctx, input) => {
      const over = or(
        inArray(projects.state, [6, 7, 8]),
        and(eq(projects.state, 5), eq(projects.paused, false), lte(projects.uppriceToTime, ctx.deps.now())),
      );
      return pagedProjects(ctx.db, await loadActor(ctx), input, [over]);
    },
  }),
  endpoint(Sproject.GetSprojectDetailByExpertId, {
    summary: "Projects an expert is assigned to, with the expert's task on each (an expert sees its own only)",
    access: { roles: [ROLES.expert, ROLES.admin] },
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      const expertId = actor.role === ROLES.expert ? actor.userId : input.expertId;
      if (input.expertId !== undefined && input.expertId !== expertId) throw forbidden();
      const assigned = sql`exists (select 1 from ${projectExperts} where ${projectExperts.projectId} = ${projects.id} and ${projectExperts.expertUserId} = ${expertId ?? 0})`;
      const page = await pagedProjectRows(ctx.db, actor, input, [assigned]);
      return withExpertTasks(ctx.db, actor, expertId ?? 0, page, ctx.deps.now());
    },
  }),
  endpoint(Sproject.GetIndexProjectList, {
    summary: 'The portal home list: published projects the caller may see, newest first',
    access: ANY_ROLE,
    handle: async (ctx, input) => pagedProjects(ctx.db, await loadActor(ctx), input, [gte(projects.state, 5)]),
  }),
];
