import { call, service } from '../abp/route.ts';

/** The Research calls with their schemas, each method declared once. */
export const Research = service('Research', ({ research }) => ({
  Get: call(research.ResearchProjectInput, research.SurveyDto),
  CreateOrUpdate: call(research.SurveyInput, research.SurveyDto),
  Publish: call(research.ResearchProjectInput, research.SurveyDto),
  Correct: call(research.SurveyCorrectionInput, research.SurveyDto),
  Terminate: call(research.SurveyTerminationInput, research.SurveyDto),
  GetMine: call(research.ResearchProjectInput, research.MySurveyDto),
  Submit: call(research.SubmitAnswersInput, research.MySurveyDto),
  GetResponses: call(research.ResearchProjectInput, research.SurveyResponsesResult),
  GetSummary: call(research.ResearchProjectInput, research.SurveySummaryDto),
}));
