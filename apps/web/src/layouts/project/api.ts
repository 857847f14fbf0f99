import { ProjectAudit } from '@bidhall/contracts/routes/project-audit';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { HISTORY_PAGE_SIZE } from '@bidhall/domain/ui';
import { call } from '../../api/call';

export const getProject = (id: number) => call(Sproject.GetSprojectDetail, { id });

/** The whole history in one page, as the specification has it (MaxResultCount 1000). */
export const getProjectHistory = (projectId: number) =>
  call(ProjectAudit.GetPaged, {
    Filter: `projectId = ${projectId}`,
    MaxResultCount: HISTORY_PAGE_SIZE,
    SkipCount: 0,
  });
