import { call, service } from '../abp/route.ts';

/** The ProjectAudit calls with their schemas, each method declared once. */
export const ProjectAudit = service('ProjectAudit', ({ paging, projectAudit }) => ({
  CreateOrUpdate: call(projectAudit.ProjectAuditInput, projectAudit.ProjectAuditDto),
  GetPaged: call(projectAudit.ProjectAuditPagedInput, paging.pagedResult(projectAudit.ProjectAuditDto)),
}));
