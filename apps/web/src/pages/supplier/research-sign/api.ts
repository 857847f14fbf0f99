import type { MySurveyDto, SubmitAnswersInput } from '@bidhall/contracts/research';
import type { SurveyQuestion } from '@bidhall/domain/research-survey';
import { Research } from '@bidhall/contracts/routes/research';
import { call } from '../../../api/call';

/** The survey as the supplier sees it; its questions are the domain's shapes. */
export type MySurvey = Omit<MySurveyDto, 'questions'> & { questions: SurveyQuestion[] };

export const fetchMySurvey = async (projectId: number) => (await call(Research.GetMine, { projectId })) as MySurvey;

export const submitAnswers = async (input: SubmitAnswersInput) =>
  (await call(Research.Submit, input, { handlesValidation: true })) as MySurvey;
