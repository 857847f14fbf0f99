import { withSchemas } from '../abp/call.ts';
import { Empty, EntityDto } from '../abp/envelope.ts';
import { PageRequest, pagedResult } from '../abp/paging.ts';
import { WebNoticeDto, WebNoticeInput, WebNoticePagedInput, WebNoticeUpdateInput } from '../announcement.ts';
import * as routes from '../routes/web-notice.ts';

/** The WebNotice calls with their schemas, as the api serves them. */
export const WebNotice = withSchemas(routes.WebNotice, {
  GetPaged: [WebNoticePagedInput, pagedResult(WebNoticeDto)],
  GetEnabledList: [PageRequest, pagedResult(WebNoticeDto)],
  Create: [WebNoticeInput, WebNoticeDto],
  Update: [WebNoticeUpdateInput, WebNoticeDto],
  Enable: [EntityDto, WebNoticeDto],
  Disable: [EntityDto, WebNoticeDto],
  Delete: [EntityDto, Empty],
});
