import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import type { PublicRecord } from '@bidhall/contracts/public-record';
import { apiGet, http } from '../../api/client';

const RECORD = '/api/services/app/PublicRecord/Get';
const NOTICES = '/api/services/app/PublicNotice';
/** The result announcement (type 5). */
export const RESULT_NOTICE_TYPE = 5;

/** The anonymous download: a plain link, so the browser saves the answer as it came. */
export const publicRecordUrl = (projectId: number) => `${http.defaults.baseURL ?? ''}${RECORD}?projectId=${projectId}`;
export const recordFileName = (projectNum: string) => `auction-record-${projectNum.replace(/[^\w.-]+/g, '_')}.json`;

/** Fetches the record without failing loudly: before the result notice there is none. */
export const getPublicRecord = (projectId: number) => apiGet<PublicRecord>(RECORD, { projectId }, { silent: true });
export const getResultNotices = (skip: number, take: number) =>
  apiGet<PagedResult<AnnouncementDto>>(`${NOTICES}/GetPaged`, { type: RESULT_NOTICE_TYPE, SkipCount: skip, MaxResultCount: take });
/** The page says itself when the notice is missing. */
export const getPublicNotice = (id: number) => apiGet<AnnouncementDto>(`${NOTICES}/Get`, { id }, { silent: true });
