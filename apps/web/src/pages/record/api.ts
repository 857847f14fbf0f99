import { PublicNotice } from '@bidhall/contracts/routes/announcement';
import { PublicRecord } from '@bidhall/contracts/routes/project-record';
import { call } from '../../api/call';
import { http } from '../../api/client';

/** The result announcement (type 5). */
export const RESULT_NOTICE_TYPE = 5;

/** The anonymous download: a plain link, so the browser saves the answer as it came. */
export const publicRecordUrl = (projectId: number) =>
  `${http.defaults.baseURL ?? ''}${PublicRecord.Get.path}?projectId=${projectId}`;
export const recordFileName = (projectNum: string) => `auction-record-${projectNum.replace(/[^\w.-]+/g, '_')}.json`;

/** Fetches the record without failing loudly: before the result notice there is none. */
export const getPublicRecord = (projectId: number) => call(PublicRecord.Get, { projectId }, { silent: true });
export const getResultNotices = (skip: number, take: number) =>
  call(PublicNotice.GetPaged, { type: RESULT_NOTICE_TYPE, SkipCount: skip, MaxResultCount: take });
/** The page says itself when the notice is missing. */
export const getPublicNotice = (id: number) => call(PublicNotice.Get, { id }, { silent: true });
/** A project's published result announcement (the newest), from the project: a list's row links by project. */
export async function getProjectResultNotice(projectId: number) {
  const page = await call(
    PublicNotice.GetPaged,
    { type: RESULT_NOTICE_TYPE, projectId, SkipCount: 0, MaxResultCount: 1 },
    { silent: true },
  );
  const [notice] = page.items;
  if (!notice) throw new Error(`no result notice for project ${projectId}`);
  return notice;
}
