import type { MySurveyDto, SubmitAnswersInput } from '@bidhall/contracts/research';
import type { SurveyQuestion } from '@bidhall/domain/research-survey';
import { apiGet, apiPost } from '../../../api/client';

/** The survey as the supplier sees it; its questions are the domain's shapes. */
export type MySurvey = Omit<MySurveyDto, 'questions'> & { questions: SurveyQuestion[] };

export const fetchMySurvey = (projectId: number) => apiGet<MySurvey>('/api/services/app/Research/GetMine', { projectId });

export const submitAnswers = (input: SubmitAnswersInput) => apiPost<MySurvey>('/api/services/app/Research/Submit', input, { handlesValidation: true });
