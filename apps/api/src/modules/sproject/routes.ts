import { Empty, EntityDto } from '@bidhall/contracts/abp/envelope';
import { pagedResult } from '@bidhall/contracts/abp/paging';
import {
  ProjectListByRoleInput,
  ProjectListByRoleResult,
  ProjectNumResult,
  SprojectDto,
  SprojectInfoInput,
  SprojectInput,
  SprojectPagedInput,
  UpStatusInput,
} from '@bidhall/contracts/sproject';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
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
export const sprojectService: Service = {
  name: 'Sproject',
  endpoints: [
    endpoint({
      method: 'CreateOrUpdateInfo',
      summary: "A new project (purchaser, state 0, history template 1) or an edit of its basic information",
      input: SprojectInfoInput,
      output: SprojectDto,
      access: DRAFTERS,
      handle: async (ctx, input) => saveProject(ctx, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'CreateProjectNum',
      summary: 'Reserve the next project number of the tenant and year (e.g. CG-2026-0007)',
      input: Empty,
      output: ProjectNumResult,
      access: DRAFTERS,
      handle: async (ctx) => ({ projectNum: await nextProjectNum(ctx.db, ctx.tenantId, ctx.deps.now()) }),
    }),
    endpoint({
      method: 'CreateOrUpdate',
      summary: 'Create or edit a project with its sign-up deadline and quote window (while drafting)',
      input: SprojectInput,
      output: SprojectDto,
      access: DRAFTERS,
      handle: async (ctx, input) => saveProject(ctx, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'UpStatus',
      summary: 'Move a project to `state` (query id, state) as RULES.md allows the caller; body: reason, times, announcement',
      input: UpStatusInput,
      output: SprojectDto,
      access: ANY_ROLE,
      queryInput: true,
      handle: async (ctx, input) => upStatus(ctx, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'DelProject',
      verb: 'post',
      summary: 'Delete a project before publication',
      input: EntityDto,
      output: Empty,
      access: DRAFTERS,
      handle: async (ctx, input) => deleteProject(ctx, await loadActor(ctx), input.id),
    }),
    endpoint({
      method: 'GetSprojectDetail',
      summary: 'One project the caller may see',
      input: EntityDto,
      output: SprojectDto,
      access: ANY_ROLE,
      handle: async (ctx, input) => projectDetail(ctx.db, await loadActor(ctx), input.id),
    }),
    endpoint({
      method: 'GetSprojectEntity',
      summary: 'An empty project: the defaults a new-project form starts from',
      input: Empty,
      output: SprojectDto,
      access: DRAFTERS,
      handle: async (ctx) => emptyProject(ctx.tenantId, ctx.deps.now()),
    }),
    endpoint({
      method: 'GetPaged',
      summary: "The caller's projects (by role and tenant), filtered and paged",
      input: SprojectPagedInput,
      output: pagedResult(SprojectDto),
      access: ANY_ROLE,
      handle: async (ctx, input) => pagedProjects(ctx.db, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'GetListByRole',
      // The specification has the role in the call's payload: a body, so POST.
      verb: 'post',
      summary: "The purchaser menu's project list (the client counts states 2 and 6 for its badges)",
      input: ProjectListByRoleInput,
      output: ProjectListByRoleResult,
      access: ANY_ROLE,
      handle: async (ctx, input) => {
        const actor = await loadActor(ctx);
        if (input.role !== actor.role) throw forbidden();
        const page = await pagedProjects(ctx.db, actor, { SkipCount: 0, MaxResultCount: 1000 });
        return page.items;
      },
    }),
    ...listEndpoints,
  ],
};
