import { route, routes } from '../abp/route.ts';
import type { Empty, EntityDto } from '../abp/envelope.ts';
import type { PageRequest, PagedResultSchema } from '../abp/paging.ts';
import type { WebNoticeDto, WebNoticeInput, WebNoticePagedInput, WebNoticeUpdateInput } from '../announcement.ts';

/** The WebNotice calls' paths and verbs; their schemas in types only (no zod at run time). */
export const WebNotice = routes('WebNotice', {
  GetPaged: route<typeof WebNoticePagedInput, PagedResultSchema<typeof WebNoticeDto>>(),
  GetEnabledList: route<typeof PageRequest, PagedResultSchema<typeof WebNoticeDto>>(),
  Create: route<typeof WebNoticeInput, typeof WebNoticeDto>(),
  Update: route<typeof WebNoticeUpdateInput, typeof WebNoticeDto>(),
  Enable: route<typeof EntityDto, typeof WebNoticeDto>(),
  Disable: route<typeof EntityDto, typeof WebNoticeDto>(),
  Delete: route<typeof EntityDto, typeof Empty>(),
});
