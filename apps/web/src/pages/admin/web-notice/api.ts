import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { WebNoticeDto, WebNoticeInput } from '@bidhall/contracts/announcement';
import { apiGet, apiPost, http } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

const BASE = '/api/services/app/WebNotice';

export interface NoticeFilters {
  isEnabled?: 'true' | 'false';
}

export const fetchNotices = (q: PageParams & NoticeFilters) => apiGet<PagedResult<WebNoticeDto>>(`${BASE}/GetPaged`, q);
export const createNotice = (input: WebNoticeInput) => apiPost<WebNoticeDto>(`${BASE}/Create`, input, { handlesValidation: true });
/** Update is a PUT (ABP verb by method prefix). */
export const updateNotice = async (id: number, input: WebNoticeInput) =>
  (await http.put<AjaxResponse<WebNoticeDto>>(`${BASE}/Update`, { id, ...input }, { handlesValidation: true })).data.result;
export const setNoticeShown = (id: number, shown: boolean) => apiPost<WebNoticeDto>(`${BASE}/${shown ? 'Enable' : 'Disable'}`, { id });
/** Delete is a DELETE with the id in the query string. */
export const deleteNotice = async (id: number) => {
  await http.delete(`${BASE}/Delete`, { params: { id } });
};
