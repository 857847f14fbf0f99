import { Research } from '@bidhall/contracts/routes/research';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { mySurvey, submitAnswers, surveyResponses, surveySummary } from './fill-in.ts';
import { agencyAction, getSurvey, saveSurvey } from './service.ts';
import { correctSurvey, markSurveyPublished, terminateSurvey } from './survey-effects.ts';

const AGENCY = { roles: [ROLES.agency] } as const;
const SUPPLIER = { roles: [ROLES.supplier] } as const;
const PARTIES = { roles: [ROLES.agency, ROLES.purchaser, ROLES.admin] } as const;

/** Market-research surveys (mode 1): definition, publication, fill-in, answers and summary. */
export const researchService = service(Research, [
  endpoint(Research.Get, {
    summary: "A research project's survey (researchInfo)",
    access: PARTIES,
    handle: (ctx, i) => getSurvey(ctx, i.projectId),
  }),
  endpoint(Research.CreateOrUpdate, {
    summary: 'Define the survey: questions and deadline, while it is a draft',
    access: AGENCY,
    handle: saveSurvey,
  }),
  endpoint(Research.Publish, {
    summary: 'Open the survey for fill-in (also done by publishing the research announcement, type 1)',
    access: AGENCY,
    handle: (ctx, i) =>
      agencyAction(ctx, i.projectId, (db, now) =>
        markSurveyPublished(db, { tenantId: ctx.tenantId, projectId: i.projectId, now }),
      ),
  }),
  endpoint(Research.Correct, {
    summary: 'Move the deadline forward (the effect of a research correction, type 8)',
    access: AGENCY,
    handle: (ctx, i) =>
      agencyAction(ctx, i.projectId, (db, now) => correctSurvey(db, { tenantId: ctx.tenantId, ...i, now })),
  }),
  endpoint(Research.Terminate, {
    summary: 'End the survey (the effect of a research termination, type 9)',
    access: AGENCY,
    handle: (ctx, i) =>
      agencyAction(ctx, i.projectId, (db, now) => terminateSurvey(db, { tenantId: ctx.tenantId, ...i, now })),
  }),
  endpoint(Research.GetMine, {
    summary: "The published survey with the supplier's own answers (research-sign)",
    access: SUPPLIER,
    handle: (ctx, i) => mySurvey(ctx, i.projectId),
  }),
  endpoint(Research.Submit, {
    summary: "Create or replace the supplier's answers before the deadline",
    access: SUPPLIER,
    handle: submitAnswers,
  }),
  endpoint(Research.GetResponses, {
    summary: "Every firm's answers (researchSign-read)",
    access: PARTIES,
    handle: (ctx, i) => surveyResponses(ctx, i.projectId),
  }),
  endpoint(Research.GetSummary, {
    summary: 'Per-question results (researchRead)',
    access: PARTIES,
    handle: (ctx, i) => surveySummary(ctx, i.projectId),
  }),
]);
