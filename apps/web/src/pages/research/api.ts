import type { SurveyDto, SurveyResponsesResult, SurveySummaryDto } from '@bidhall/contracts/research';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import type { SurveyQuestion } from '@bidhall/domain/research-survey';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../api/client';

const RESEARCH = '/api/services/app/Research';

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
export const getSurvey = (projectId: number) => apiGet<Survey>(`${RESEARCH}/Get`, { projectId }, { silent: true });
export const saveSurvey = (input: SurveySave) => apiPost<Survey>(`${RESEARCH}/CreateOrUpdate`, input, { handlesValidation: true });
export const getResponses = (projectId: number) => apiGet<SurveyResponses>(`${RESEARCH}/GetResponses`, { projectId });
export const getSummary = (projectId: number) => apiGet<SurveySummaryDto>(`${RESEARCH}/GetSummary`, { projectId });

/** The agency drafts a market research project (mode 1) from a requirement it received. */
export const draftResearchProject = (requirementId: number) => apiPost<RequirementDto>('/api/services/app/Requirement/DraftProject', { id: requirementId, mode: 1 });
