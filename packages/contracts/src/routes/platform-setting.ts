import { call, service } from '../abp/route.ts';

/** The PlatformSetting calls with their schemas, each method declared once. */
export const PlatformSetting = service('PlatformSetting', ({ envelope, platformSetting }) => ({
  Get: call(envelope.Empty, platformSetting.PlatformSettingDto),
  Update: call(platformSetting.PlatformSettingInput, platformSetting.PlatformSettingDto),
  GetClientSettings: call(envelope.Empty, platformSetting.ClientSettingDto),
}));
