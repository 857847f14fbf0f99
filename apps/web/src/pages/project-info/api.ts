import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import type { AgencyDto } from '@bidhall/contracts/users';
import { apiGet, apiPost } from '../../api/client';

const SPROJECT = '/api/services/app/Sproject';

/** The form's values as sent: times as ISO strings. */
export interface ProjectSave {
  id?: number;
  projectName: string;
  projectNum?: string;
  mode?: number;
  winbidRule: number;
  projectType?: number;
  budget?: string | null;
  content?: string;
  linkman?: string | null;
  linkPhone?: string | null;
  agencyCompanyId?: number | null;
  applyToTime?: string | null;
  uppriceFromTime?: string | null;
  uppriceToTime?: string | null;
}

export const getProjectTemplate = () => apiGet<SprojectDto>(`${SPROJECT}/GetSprojectEntity`);
export const newProjectNum = () => apiPost<{ projectNum: string }>(`${SPROJECT}/CreateProjectNum`);
/** Basic information only (the purchaser's new project or its edit). */
export const saveProjectInfo = (input: ProjectSave) => apiPost<SprojectDto>(`${SPROJECT}/CreateOrUpdateInfo`, input, { handlesValidation: true });
/** The agency's drafting form, with the sign-up deadline and the quote window. */
export const saveProject = (input: ProjectSave) => apiPost<SprojectDto>(`${SPROJECT}/CreateOrUpdate`, input, { handlesValidation: true });
export const deleteProject = (id: number) => apiPost<null>(`${SPROJECT}/DelProject`, { id });

/** How many agency firms the picker lists at once; a keyword narrows the rest. */
export const AGENCY_PAGE_SIZE = 50;
export const fetchAgencies = (keyword: string) =>
  apiGet<PagedResult<AgencyDto>>('/api/services/app/User/GetAgencyList', { keyword: keyword || undefined, MaxResultCount: AGENCY_PAGE_SIZE });
