import { withSchemas } from '../abp/call.ts';
import {
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
import * as routes from '../routes/research.ts';

/** The Research calls with their schemas, as the api serves them. */
export const Research = withSchemas(routes.Research, {
  Get: [ResearchProjectInput, SurveyDto],
  CreateOrUpdate: [SurveyInput, SurveyDto],
  Publish: [ResearchProjectInput, SurveyDto],
  Correct: [SurveyCorrectionInput, SurveyDto],
  Terminate: [SurveyTerminationInput, SurveyDto],
  GetMine: [ResearchProjectInput, MySurveyDto],
  Submit: [SubmitAnswersInput, MySurveyDto],
  GetResponses: [ResearchProjectInput, SurveyResponsesResult],
  GetSummary: [ResearchProjectInput, SurveySummaryDto],
});
