import { withSchemas } from '../abp/call.ts';
import { Empty } from '../abp/envelope.ts';
import { ClientSettingDto, PlatformSettingDto, PlatformSettingInput } from '../platform-setting.ts';
import * as routes from '../routes/platform-setting.ts';

/** The PlatformSetting calls with their schemas, as the api serves them. */
export const PlatformSetting = withSchemas(routes.PlatformSetting, {
  Get: [Empty, PlatformSettingDto],
  Update: [PlatformSettingInput, PlatformSettingDto],
  GetClientSettings: [Empty, ClientSettingDto],
});
