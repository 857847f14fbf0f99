import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { PlatformSettingDto, PlatformSettingInput } from '@bidhall/contracts/platform-setting';
import { apiGet, http } from '../../../api/client';

const BASE = '/api/services/app/PlatformSetting';

export const fetchPlatformSettings = () => apiGet<PlatformSettingDto>(`${BASE}/Get`);
/** Update is a PUT (ABP verb by method prefix); the whole set at once. */
export const updatePlatformSettings = async (input: PlatformSettingInput) =>
  (await http.put<AjaxResponse<PlatformSettingDto>>(`${BASE}/Update`, input, { handlesValidation: true })).data.result;
