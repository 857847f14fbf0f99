import type { AssignExpertsInput, EvaluationPlanInput, ExpertDto } from '@bidhall/contracts/evaluation';
import type { PbSettingInput } from '@bidhall/contracts/pb-setting';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { call } from '../../api/call';
import { getExperts, getPlan } from '../hall/bid-open-hall/api';

const getPbSetting = (projectId: number) => call(PbSetting.Get, { projectId });
export const updatePbSetting = (input: PbSettingInput) => call(PbSetting.Update, input, { handlesValidation: true });

/** The bidding settings, and for a scoring project its plan and expert panel (either may be missing yet). */
export async function getEvaluationSetup(projectId: number, scoring: boolean) {
  const [setting, plan, experts] = await Promise.all([
    getPbSetting(projectId),
    scoring ? getPlan(projectId).catch(() => null) : null,
    scoring ? getExperts(projectId).catch((): ExpertDto[] => []) : [],
  ]);
  return { setting, plan, experts };
}

/** The whole plan at once; field errors come back for the editor to place. */
export const updatePlan = (input: EvaluationPlanInput) =>
  call(Evaluation.UpdatePlan, input, { handlesValidation: true });

export type ExpertCandidate = Omit<ExpertDto, 'submittedAt'>;

/** The tenant's active experts, whom the agency may put on a panel. */
export const getExpertCandidates = () => call(Evaluation.GetExpertCandidates);

/** Replaces the whole panel; answers it as stored. */
export const assignExperts = (input: AssignExpertsInput) =>
  call(Evaluation.AssignExperts, input, { handlesValidation: true });
