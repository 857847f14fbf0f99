import { call, service } from '../abp/route.ts';

/** The PbSetting calls with their schemas, each method declared once. */
export const PbSetting = service('PbSetting', ({ pbSetting, sproject }) => ({
  Get: call(sproject.ProjectIdInput, pbSetting.PbSettingDto),
  Update: call(pbSetting.PbSettingInput, pbSetting.PbSettingDto),
}));
