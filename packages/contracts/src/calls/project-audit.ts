import { withSchemas } from '../abp/call.ts';
import { pagedResult } from '../abp/paging.ts';
import { ProjectAuditDto, ProjectAuditInput, ProjectAuditPagedInput } from '../project-audit.ts';
import * as routes from '../routes/project-audit.ts';

/** The ProjectAudit calls with their schemas, as the api serves them. */
export const ProjectAudit = withSchemas(routes.ProjectAudit, {
  CreateOrUpdate: [ProjectAuditInput, ProjectAuditDto],
  GetPaged: [ProjectAuditPagedInput, pagedResult(ProjectAuditDto)],
});
