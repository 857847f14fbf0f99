import { MySurveyDto, ResearchProjectInput, SubmitAnswersInput, SurveyCorrectionInput, SurveyDto, SurveyInput, SurveyResponsesResult, SurveySummaryDto, SurveyTerminationInput } from '@bidhall/contracts/research';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { mySurvey, submitAnswers, surveyResponses, surveySummary } from './fill-in.ts';
import { agencyAction, getSurvey, saveSurvey } from './service.ts';
import { correctSurvey, markSurveyPublished, terminateSurvey } from './survey-effects.ts';

const AGENCY = { roles: [ROLES.agency] } as const;
const SUPPLIER = { roles: [ROLES.supplier] } as const;
const PARTIES = { roles: [ROLES.agency, ROLES.purchaser, ROLES.admin] } as const;

/** Market-research surveys (mode 1): definition, publication, fill-in, answers and summary. */
export const researchService: Service = {
  name: 'Research',
  endpoints: [
    endpoint({ method: 'Get', summary: "A research project's survey (researchInfo)", input: ResearchProjectInput, output: SurveyDto, access: PARTIES, handle: (ctx, i) => getSurvey(ctx, i.projectId) }),
    endpoint({ method: 'CreateOrUpdate', summary: 'Define the survey: questions and deadline, while it is a draft', input: SurveyInput, output: SurveyDto, access: AGENCY, handle: saveSurvey }),
    endpoint({
      method: 'Publish',
      summary: 'Open the survey for fill-in (also done by publishing the research announcement, type 1)',
      input: ResearchProjectInput,
      output: SurveyDto,
      access: AGENCY,
      handle: (ctx, i) => agencyAction(ctx, i.projectId, (db, now) => markSurveyPublished(db, { tenantId: ctx.tenantId, projectId: i.projectId, now })),
    }),
    endpoint({
      method: 'Correct',
      summary: 'Move the deadline forward (the effect of a research correction, type 8)',
      input: SurveyCorrectionInput,
      output: SurveyDto,
      access: AGENCY,
      handle: (ctx, i) => agencyAction(ctx, i.projectId, (db, now) => correctSurvey(db, { tenantId: ctx.tenantId, ...i, now })),
    }),
    endpoint({
      method: 'Terminate',
      summary: 'End the survey (the effect of a research termination, type 9)',
      input: SurveyTerminationInput,
      output: SurveyDto,
      access: AGENCY,
      handle: (ctx, i) => agencyAction(ctx, i.projectId, (db, now) => terminateSurvey(db, { tenantId: ctx.tenantId, ...i, now })),
    }),
    endpoint({ method: 'GetMine', summary: "The published survey with the supplier's own answers (research-sign)", input: ResearchProjectInput, output: MySurveyDto, access: SUPPLIER, handle: (ctx, i) => mySurvey(ctx, i.projectId) }),
    endpoint({ method: 'Submit', summary: "Create or replace the supplier's answers before the deadline", input: SubmitAnswersInput, output: MySurveyDto, access: SUPPLIER, handle: submitAnswers }),
    endpoint({ method: 'GetResponses', summary: "Every firm's answers (researchSign-read)", input: ResearchProjectInput, output: SurveyResponsesResult, access: PARTIES, handle: (ctx, i) => surveyResponses(ctx, i.projectId) }),
    endpoint({ method: 'GetSummary', summary: 'Per-question results (researchRead)', input: ResearchProjectInput, output: SurveySummaryDto, access: PARTIES, handle: (ctx, i) => surveySummary(ctx, i.projectId) }),
  ],
};
