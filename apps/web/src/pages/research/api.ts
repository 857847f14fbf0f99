import type { SurveyDto, SurveyResponsesResult } from '@bidhall/contracts/research';
import { Requirement } from '@bidhall/contracts/routes/requirement';
import { Research } from '@bidhall/contracts/routes/research';
import type { SurveyQuestion } from '@bidhall/domain/research-survey';
import type { z } from 'zod';
import { call } from '../../api/call';

/** The survey with its questions typed as the domain's shapes (the contract leaves them unknown). */
export type Survey = Omit<SurveyDto, 'questions'> & { questions: SurveyQuestion[] };
export type SurveyResponses = z.infer<typeof SurveyResponsesResult>;

/** What Research/CreateOrUpdate takes; the deadline as an ISO instant. */
export interface SurveySave {
  projectId: number;
  description: string;
  deadline: string;
  questions: SurveyQuestion[];
}

/** A project without a survey yet answers a business error (500), shown as "none yet", not as a failure. */
export const getSurvey = async (projectId: number) =>
  (await call(Research.Get, { projectId }, { silent: true })) as Survey;
export const saveSurvey = async (input: SurveySave) =>
  (await call(Research.CreateOrUpdate, input, { handlesValidation: true })) as Survey;
export const getResponses = (projectId: number) => call(Research.GetResponses, { projectId });
export const getSummary = (projectId: number) => call(Research.GetSummary, { projectId });

/** The agency drafts a market research project (mode 1) from a requirement it received. */
export const draftResearchProject = (requirementId: number) =>
  call(Requirement.DraftProject, { id: requirementId, mode: 1 });
