import { call, service } from '../abp/route.ts';

/** The Announcement, PublicNotice calls with their schemas, each method declared once. */
export const Announcement = service('Announcement', ({ announcement, envelope, paging }) => ({
  CreateOrUpdate: call(announcement.AnnouncementDraftInput, announcement.AnnouncementDto),
  Publish: call(envelope.EntityDto, announcement.AnnouncementDto),
  DraftFromResult: call(announcement.DraftFromResultInput, announcement.AnnouncementDto),
  Delete: call(envelope.EntityDto, envelope.Empty),
  GetList: call(announcement.AnnouncementListInput, paging.listResult(announcement.AnnouncementDto)),
  Get: call(envelope.EntityDto, announcement.AnnouncementDto),
}));

export const PublicNotice = service('PublicNotice', ({ announcement, envelope, paging }) => ({
  GetPaged: call(announcement.PublicNoticePagedInput, paging.pagedResult(announcement.AnnouncementDto)),
  Get: call(envelope.EntityDto, announcement.AnnouncementDto),
}));
