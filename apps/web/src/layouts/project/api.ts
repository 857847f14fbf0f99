import type { ProjectAuditDto } from '@bidhall/contracts/project-audit';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { HISTORY_PAGE_SIZE } from '@bidhall/domain/ui';
import { apiGet } from '../../api/client';

export const getProject = (id: number) => apiGet<SprojectDto>('/api/services/app/Sproject/GetSprojectDetail', { id });

/** The whole history in one page, as the specification has it (MaxResultCount 1000). */
export const getProjectHistory = (projectId: number) =>
  apiGet<{ items: ProjectAuditDto[] }>('/api/services/app/ProjectAudit/GetPaged', {
    Filter: `projectId = ${projectId}`,
    MaxResultCount: HISTORY_PAGE_SIZE,
    SkipCount: 0,
  });
