import type { PlatformSettingInput } from '@bidhall/contracts/platform-setting';
import { PlatformSetting } from '@bidhall/contracts/routes/platform-setting';
import { call } from '../../../api/call';

export const fetchPlatformSettings = () => call(PlatformSetting.Get);
/** The whole set at once. */
export const updatePlatformSettings = (input: PlatformSettingInput) =>
  call(PlatformSetting.Update, input, { handlesValidation: true });
