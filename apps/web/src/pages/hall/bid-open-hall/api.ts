import type { z } from 'zod';
import type { EvaluationPlanDto, ExpertDto, MyScoresDto, OpenedQuotesDto, SaveScoresInput } from '@bidhall/contracts/evaluation';
import { apiGet, apiPost, http } from '../../../api/client';

const EVALUATION = '/api/services/app/Evaluation';
type Dto<T extends z.ZodType> = z.infer<T>;

export const getPlan = (projectId: number) => apiGet<Dto<typeof EvaluationPlanDto>>(`${EVALUATION}/GetPlan`, { projectId }, { silent: true });
export const getExperts = (projectId: number) => apiGet<Dto<typeof ExpertDto>[]>(`${EVALUATION}/GetExperts`, { projectId }, { silent: true });
/** Before the opening the api refuses; the hall then waits for quotes:opened. */
export const getOpenedQuotes = (projectId: number) => apiGet<Dto<typeof OpenedQuotesDto>>(`${EVALUATION}/GetOpenedQuotes`, { projectId }, { silent: true });
export const getMyScores = (projectId: number) => apiGet<Dto<typeof MyScoresDto>>(`${EVALUATION}/GetMyScores`, { projectId }, { silent: true });

/** PUT, as the api's verb convention says for Update*. */
export async function saveScores(input: SaveScoresInput) {
  const { data } = await http.put<{ result: Dto<typeof MyScoresDto> }>(`${EVALUATION}/UpdateScores`, input);
  return data.result;
}
export const submitScores = (projectId: number) => apiPost<Dto<typeof MyScoresDto>>(`${EVALUATION}/SubmitScores`, { projectId });
