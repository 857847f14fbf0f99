import { call, service } from '../abp/route.ts';

/** The WebNotice calls with their schemas, each method declared once. */
export const WebNotice = service('WebNotice', ({ announcement, envelope, paging }) => ({
  GetPaged: call(announcement.WebNoticePagedInput, paging.pagedResult(announcement.WebNoticeDto)),
  GetEnabledList: call(paging.PageRequest, paging.pagedResult(announcement.WebNoticeDto)),
  Create: call(announcement.WebNoticeInput, announcement.WebNoticeDto),
  Update: call(announcement.WebNoticeUpdateInput, announcement.WebNoticeDto),
  Enable: call(envelope.EntityDto, announcement.WebNoticeDto),
  Disable: call(envelope.EntityDto, announcement.WebNoticeDto),
  Delete: call(envelope.EntityDto, envelope.Empty),
}));
