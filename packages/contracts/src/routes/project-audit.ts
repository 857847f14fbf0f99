import { route, routes } from '../abp/route.ts';
import type { PagedResultSchema } from '../abp/paging.ts';
import type { ProjectAuditDto, ProjectAuditInput, ProjectAuditPagedInput } from '../project-audit.ts';

/** The ProjectAudit calls' paths and verbs; their schemas in types only (no zod at run time). */
export const ProjectAudit = routes('ProjectAudit', {
  CreateOrUpdate: route<typeof ProjectAuditInput, typeof ProjectAuditDto>(),
  GetPaged: route<typeof ProjectAuditPagedInput, PagedResultSchema<typeof ProjectAuditDto>>(),
});
