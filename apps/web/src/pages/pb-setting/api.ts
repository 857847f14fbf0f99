import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { PbSettingDto, PbSettingInput } from '@bidhall/contracts/pb-setting';
import { apiGet, http } from '../../api/client';

const BASE = '/api/services/app/PbSetting';

export const getPbSetting = (projectId: number) => apiGet<PbSettingDto>(`${BASE}/Get`, { projectId });

/** PUT, as ABP's convention has it for Update. */
export async function updatePbSetting(input: PbSettingInput): Promise<PbSettingDto> {
  const { data } = await http.put<AjaxResponse<PbSettingDto>>(`${BASE}/Update`, input, { handlesValidation: true });
  return data.result as PbSettingDto;
}
