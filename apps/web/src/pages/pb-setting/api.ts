import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { AssignExpertsInput, EvaluationPlanDto, EvaluationPlanInput, ExpertDto } from '@bidhall/contracts/evaluation';
import type { PbSettingDto, PbSettingInput } from '@bidhall/contracts/pb-setting';
import { apiGet, apiPost, http } from '../../api/client';
import { getExperts, getPlan } from '../hall/bid-open-hall/api';

const BASE = '/api/services/app/PbSetting';
const EVALUATION = '/api/services/app/Evaluation';

export const getPbSetting = (projectId: number) => apiGet<PbSettingDto>(`${BASE}/Get`, { projectId });

/** PUT, as ABP's convention has it for Update. */
export async function updatePbSetting(input: PbSettingInput): Promise<PbSettingDto> {
  const { data } = await http.put<AjaxResponse<PbSettingDto>>(`${BASE}/Update`, input, { handlesValidation: true });
  return data.result as PbSettingDto;
}

/** The bidding settings, and for a scoring project its plan and expert panel (either may be missing yet). */
export async function getEvaluationSetup(projectId: number, scoring: boolean) {
  const [setting, plan, experts] = await Promise.all([
    getPbSetting(projectId),
    scoring ? getPlan(projectId).catch(() => null) : null,
    scoring ? getExperts(projectId).catch((): ExpertDto[] => []) : [],
  ]);
  return { setting, plan, experts };
}

/** The whole plan at once (PUT); field errors come back for the editor to place. */
export async function updatePlan(input: EvaluationPlanInput): Promise<EvaluationPlanDto> {
  const { data } = await http.put<AjaxResponse<EvaluationPlanDto>>(`${EVALUATION}/UpdatePlan`, input, { handlesValidation: true });
  return data.result as EvaluationPlanDto;
}

export type ExpertCandidate = Omit<ExpertDto, 'submittedAt'>;

/** The tenant's active experts, whom the agency may put on a panel. */
export const getExpertCandidates = () => apiGet<ExpertCandidate[]>(`${EVALUATION}/GetExpertCandidates`);

/** Replaces the whole panel; answers it as stored. */
export const assignExperts = (input: AssignExpertsInput) => apiPost<ExpertDto[]>(`${EVALUATION}/AssignExperts`, input, { handlesValidation: true });
