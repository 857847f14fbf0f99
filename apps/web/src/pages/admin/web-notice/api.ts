import type { WebNoticeInput } from '@bidhall/contracts/announcement';
import { WebNotice } from '@bidhall/contracts/routes/web-notice';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';

export interface NoticeFilters {
  isEnabled?: 'true' | 'false';
}

export const fetchNotices = (q: PageParams & NoticeFilters) => call(WebNotice.GetPaged, q);
export const createNotice = (input: WebNoticeInput) => call(WebNotice.Create, input, { handlesValidation: true });
export const updateNotice = (id: number, input: WebNoticeInput) =>
  call(WebNotice.Update, { id, ...input }, { handlesValidation: true });
export const setNoticeShown = (id: number, shown: boolean) =>
  call(shown ? WebNotice.Enable : WebNotice.Disable, { id });
export const deleteNotice = async (id: number) => {
  await call(WebNotice.Delete, { id });
};
