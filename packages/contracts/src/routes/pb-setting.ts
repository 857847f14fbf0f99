import { route, routes } from '../abp/route.ts';
import type { PbSettingDto, PbSettingInput } from '../pb-setting.ts';
import type { ProjectIdInput } from '../sproject.ts';

/** The PbSetting calls' paths and verbs; their schemas in types only (no zod at run time). */
export const PbSetting = routes('PbSetting', {
  Get: route<typeof ProjectIdInput, typeof PbSettingDto>(),
  Update: route<typeof PbSettingInput, typeof PbSettingDto>(),
});
