import { route, routes } from '../abp/route.ts';
import type { Empty } from '../abp/envelope.ts';
import type { ClientSettingDto, PlatformSettingDto, PlatformSettingInput } from '../platform-setting.ts';

/** The PlatformSetting calls' paths and verbs; their schemas in types only (no zod at run time). */
export const PlatformSetting = routes('PlatformSetting', {
  Get: route<typeof Empty, typeof PlatformSettingDto>(),
  Update: route<typeof PlatformSettingInput, typeof PlatformSettingDto>(),
  GetClientSettings: route<typeof Empty, typeof ClientSettingDto>(),
});
