import { route, routes } from '../abp/route.ts';
import type { Empty, EntityDto } from '../abp/envelope.ts';
import type { ListResultSchema, PagedResultSchema } from '../abp/paging.ts';
import type {
  AnnouncementDraftInput,
  AnnouncementDto,
  AnnouncementListInput,
  DraftFromResultInput,
  PublicNoticePagedInput,
} from '../announcement.ts';

/** The Announcement, PublicNotice calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Announcement = routes('Announcement', {
  CreateOrUpdate: route<typeof AnnouncementDraftInput, typeof AnnouncementDto>(),
  Publish: route<typeof EntityDto, typeof AnnouncementDto>(),
  DraftFromResult: route<typeof DraftFromResultInput, typeof AnnouncementDto>(),
  Delete: route<typeof EntityDto, typeof Empty>(),
  GetList: route<typeof AnnouncementListInput, ListResultSchema<typeof AnnouncementDto>>(),
  Get: route<typeof EntityDto, typeof AnnouncementDto>(),
});

export const PublicNotice = routes('PublicNotice', {
  GetPaged: route<typeof PublicNoticePagedInput, PagedResultSchema<typeof AnnouncementDto>>(),
  Get: route<typeof EntityDto, typeof AnnouncementDto>(),
});
