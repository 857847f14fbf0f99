import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { getScoreBoard } from './board.ts';
import { assignExperts, expertCandidates, getExperts } from './experts.ts';
import { getOpenedQuotes, openQuotes } from './opening.ts';
import { getPlan, updatePlan } from './plan.ts';
import { getMyScores, saveScores, submitScores } from './scores.ts';

const { agency, purchaser, admin, expert } = ROLES;
const PARTIES = [agency, purchaser, admin, expert];

/** Experts, scoring plan, opening of sealed quotes and the experts' points. */
export const evaluationService = service(Evaluation, [
  endpoint(Evaluation.GetExpertCandidates, {
    summary: "The tenant's active experts",
    access: { roles: [agency] },
    handle: expertCandidates,
  }),
  endpoint(Evaluation.GetExperts, {
    summary: "A project's expert panel",
    access: { roles: PARTIES },
    handle: getExperts,
  }),
  endpoint(Evaluation.AssignExperts, {
    summary: "Set a project's expert panel (agency)",
    access: { roles: [agency] },
    handle: assignExperts,
  }),
  endpoint(Evaluation.GetPlan, {
    summary: 'Scoring criteria and price formula (projectPbSetting)',
    access: { roles: PARTIES },
    handle: getPlan,
  }),
  endpoint(Evaluation.UpdatePlan, {
    summary: 'Set scoring criteria and price formula; 100 points in all; until opening',
    access: { roles: [agency] },
    handle: updatePlan,
  }),
  endpoint(Evaluation.OpenQuotes, {
    summary: 'Open the sealed quotes after the window (chained quotes.opened event)',
    access: { roles: [agency] },
    handle: openQuotes,
  }),
  endpoint(Evaluation.GetOpenedQuotes, {
    summary: 'The ranking once the window ended and, if sealed, the quotes were opened',
    access: { roles: PARTIES },
    handle: getOpenedQuotes,
  }),
  endpoint(Evaluation.GetMyScores, {
    summary: "The calling expert's score sheet",
    access: { roles: [expert] },
    handle: getMyScores,
  }),
  endpoint(Evaluation.UpdateScores, {
    summary: "Save the expert's points, every criterion of each bidder given",
    access: { roles: [expert] },
    handle: saveScores,
  }),
  endpoint(Evaluation.SubmitScores, {
    summary: "Submit the expert's points; no change afterwards",
    access: { roles: [expert] },
    handle: submitScores,
  }),
  endpoint(Evaluation.GetScoreBoard, {
    summary: 'Price score, mean expert points, totals and ranking',
    access: { roles: [agency, purchaser, admin] },
    handle: getScoreBoard,
  }),
]);
