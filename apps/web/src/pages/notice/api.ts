import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { apiGet, apiPost } from '../../api/client';

const BASE = '/api/services/app/Announcement';

export interface NoticeDraft {
  id?: number;
  projectId: number;
  type: number;
  title: string;
  content: string;
  /** A correction's new times (ISO), those it moves only. */
  times?: Record<string, string>;
}

export const getNotices = (projectId: number, type: number) => apiGet<{ items: AnnouncementDto[] }>(`${BASE}/GetList`, { projectId, type });
export const saveNotice = (draft: NoticeDraft) => apiPost<AnnouncementDto>(`${BASE}/CreateOrUpdate`, { ...draft, attachmentIds: [] }, { handlesValidation: true });
export const publishNotice = (id: number) => apiPost<AnnouncementDto>(`${BASE}/Publish`, { id });
