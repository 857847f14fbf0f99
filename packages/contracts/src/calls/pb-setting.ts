import { withSchemas } from '../abp/call.ts';
import { PbSettingDto, PbSettingInput } from '../pb-setting.ts';
import { ProjectIdInput } from '../sproject.ts';
import * as routes from '../routes/pb-setting.ts';

/** The PbSetting calls with their schemas, as the api serves them. */
export const PbSetting = withSchemas(routes.PbSetting, {
  Get: [ProjectIdInput, PbSettingDto],
  Update: [PbSettingInput, PbSettingDto],
});
