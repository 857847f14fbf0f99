import { withSchemas } from '../abp/call.ts';
import { Empty, EntityDto } from '../abp/envelope.ts';
import { listResult, pagedResult } from '../abp/paging.ts';
import {
  AnnouncementDraftInput,
  AnnouncementDto,
  AnnouncementListInput,
  DraftFromResultInput,
  PublicNoticePagedInput,
} from '../announcement.ts';
import * as routes from '../routes/announcement.ts';

/** The Announcement, PublicNotice calls with their schemas, as the api serves them. */
export const Announcement = withSchemas(routes.Announcement, {
  CreateOrUpdate: [AnnouncementDraftInput, AnnouncementDto],
  Publish: [EntityDto, AnnouncementDto],
  DraftFromResult: [DraftFromResultInput, AnnouncementDto],
  Delete: [EntityDto, Empty],
  GetList: [AnnouncementListInput, listResult(AnnouncementDto)],
  Get: [EntityDto, AnnouncementDto],
});

export const PublicNotice = withSchemas(routes.PublicNotice, {
  GetPaged: [PublicNoticePagedInput, pagedResult(AnnouncementDto)],
  Get: [EntityDto, AnnouncementDto],
});
