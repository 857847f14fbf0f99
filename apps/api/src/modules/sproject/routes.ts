import { Sproject } from '@bidhall/contracts/routes/sproject';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { pagedProjects, projectDetail } from '../projects/project-dto.ts';
import { deleteProject } from './delete.ts';
import { listEndpoints } from './list-routes.ts';
import { nextProjectNum } from './project-num.ts';
import { saveProject } from './save.ts';
import { upStatus } from './up-status.ts';
import { emptyProject } from './template.ts';

const DRAFTERS = { roles: [ROLES.purchaser, ROLES.agency] } as const;
/** Every approved role: scoping decides what each sees, the domain what each may move. */
const ANY_ROLE = { roles: ROLE_NAMES } as const;

/** Projects (Sproject): the specification's section 7 calls, with its verbs. */
export const sprojectService = service(Sproject, [
  endpoint(Sproject.CreateOrUpdateInfo, {
    summary: 'A new project (purchaser, state 0, history template 1) or an edit of its basic information',
    access: DRAFTERS,
    handle: async (ctx, input) => saveProject(ctx, await loadActor(ctx), input),
  }),
  endpoint(Sproject.CreateProjectNum, {
    summary: 'Reserve the next project number of the tenant and year (e.g. CG-2026-0007)',
    access: DRAFTERS,
    handle: async (ctx) => ({ projectNum: await nextProjectNum(ctx.db, ctx.tenantId, ctx.deps.now()) }),
  }),
  endpoint(Sproject.CreateOrUpdate, {
    summary: 'Create or edit a project with its sign-up deadline and quote window (while drafting)',
    access: DRAFTERS,
    handle: async (ctx, input) => saveProject(ctx, await loadActor(ctx), input),
  }),
  endpoint(Sproject.UpStatus, {
    summary:
      'Move a project to `state` (query id, state) as docs/rules.md allows the caller; body: reason, times, announcement',
    access: ANY_ROLE,
    handle: async (ctx, input) => upStatus(ctx, await loadActor(ctx), input),
  }),
  endpoint(Sproject.DelProject, {
    summary: 'Delete a project before publication',
    access: DRAFTERS,
    handle: async (ctx, input) => deleteProject(ctx, await loadActor(ctx), input.id),
  }),
  endpoint(Sproject.GetSprojectDetail, {
    summary: 'One project the caller may see',
    access: ANY_ROLE,
    handle: async (ctx, input) => projectDetail(ctx.db, await loadActor(ctx), input.id),
  }),
  endpoint(Sproject.GetSprojectEntity, {
    summary: 'An empty project: the defaults a new-project form starts from',
    access: DRAFTERS,
    handle: async (ctx) => emptyProject(ctx.tenantId, ctx.deps.now()),
  }),
  endpoint(Sproject.GetPaged, {
    summary: "The caller's projects (by role and tenant), filtered and paged",
    access: ANY_ROLE,
    handle: async (ctx, input) => pagedProjects(ctx.db, await loadActor(ctx), input),
  }),
  endpoint(Sproject.GetListByRole, {
    summary: "The purchaser menu's project list (the client counts states 2 and 6 for its badges)",
    access: ANY_ROLE,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      if (input.role !== actor.role) throw forbidden();
      const page = await pagedProjects(ctx.db, actor, { SkipCount: 0, MaxResultCount: 1000 });
      return page.items;
    },
  }),
  ...listEndpoints,
]);
