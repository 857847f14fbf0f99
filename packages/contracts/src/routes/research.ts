import { route, routes } from '../abp/route.ts';
import type {
  MySurveyDto,
  ResearchProjectInput,
  SubmitAnswersInput,
  SurveyCorrectionInput,
  SurveyDto,
  SurveyInput,
  SurveyResponsesResult,
  SurveySummaryDto,
  SurveyTerminationInput,
} from '../research.ts';

/** The Research calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Research = routes('Research', {
  Get: route<typeof ResearchProjectInput, typeof SurveyDto>(),
  CreateOrUpdate: route<typeof SurveyInput, typeof SurveyDto>(),
  Publish: route<typeof ResearchProjectInput, typeof SurveyDto>(),
  Correct: route<typeof SurveyCorrectionInput, typeof SurveyDto>(),
  Terminate: route<typeof SurveyTerminationInput, typeof SurveyDto>(),
  GetMine: route<typeof ResearchProjectInput, typeof MySurveyDto>(),
  Submit: route<typeof SubmitAnswersInput, typeof MySurveyDto>(),
  GetResponses: route<typeof ResearchProjectInput, typeof SurveyResponsesResult>(),
  GetSummary: route<typeof ResearchProjectInput, typeof SurveySummaryDto>(),
});
