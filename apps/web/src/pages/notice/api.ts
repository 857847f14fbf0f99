import { Announcement } from '@bidhall/contracts/routes/announcement';
import { call } from '../../api/call';

export interface NoticeDraft {
  id?: number;
  projectId: number;
  type: number;
  title: string;
  content: string;
  /** A correction's new times (ISO), those it moves only. */
  times?: Record<string, string>;
}

export const getNotices = (projectId: number, type: number) => call(Announcement.GetList, { projectId, type });
export const saveNotice = (draft: NoticeDraft) =>
  call(Announcement.CreateOrUpdate, { ...draft, attachmentIds: [] }, { handlesValidation: true });
export const publishNotice = (id: number) => call(Announcement.Publish, { id });
/** The end notice (5 result, 6 failure) drafted from the platform's template; the waiting draft if there is one. */
export const draftFromResult = (projectId: number, type: 5 | 6) =>
  call(Announcement.DraftFromResult, { projectId, type });
