import type { SaveScoresInput } from '@bidhall/contracts/evaluation';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { call } from '../../../api/call';

export const getPlan = (projectId: number) => call(Evaluation.GetPlan, { projectId }, { silent: true });
export const getExperts = (projectId: number) => call(Evaluation.GetExperts, { projectId }, { silent: true });
/** Before the opening the api refuses; the hall then waits for quotes:opened. */
export const getOpenedQuotes = (projectId: number) => call(Evaluation.GetOpenedQuotes, { projectId }, { silent: true });
export const getMyScores = (projectId: number) => call(Evaluation.GetMyScores, { projectId }, { silent: true });
export const saveScores = (input: SaveScoresInput) => call(Evaluation.UpdateScores, input);
export const submitScores = (projectId: number) => call(Evaluation.SubmitScores, { projectId });
