import { z } from 'zod';
import { Empty } from '@bidhall/contracts/abp/envelope';
import {
  AssignExpertsInput,
  EvaluationPlanDto,
  EvaluationPlanInput,
  EvaluationProjectInput,
  ExpertDto,
  MyScoresDto,
  OpenedQuotesDto,
  SaveScoresInput,
  ScoreBoardDto,
} from '@bidhall/contracts/evaluation';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { getScoreBoard } from './board.ts';
import { assignExperts, expertCandidates, getExperts } from './experts.ts';
import { getOpenedQuotes, openQuotes } from './opening.ts';
import { getPlan, updatePlan } from './plan.ts';
import { getMyScores, saveScores, submitScores } from './scores.ts';

const { agency, purchaser, admin, expert } = ROLES;
const PARTIES = [agency, purchaser, admin, expert];

/** Experts, scoring plan, opening of sealed quotes and the experts' points (issue 6). */
export const evaluationService: Service = {
  name: 'Evaluation',
  endpoints: [
    endpoint({ method: 'GetExpertCandidates', summary: "The tenant's active experts", input: Empty, output: z.array(ExpertDto.omit({ submittedAt: true })), access: { roles: [agency] }, handle: expertCandidates }),
    endpoint({ method: 'GetExperts', summary: "A project's expert panel", input: EvaluationProjectInput, output: z.array(ExpertDto), access: { roles: PARTIES }, handle: getExperts }),
    endpoint({ method: 'AssignExperts', summary: "Set a project's expert panel (agency)", input: AssignExpertsInput, output: z.array(ExpertDto), access: { roles: [agency] }, handle: assignExperts }),
    endpoint({ method: 'GetPlan', summary: 'Scoring criteria and price formula (projectPbSetting)', input: EvaluationProjectInput, output: EvaluationPlanDto, access: { roles: PARTIES }, handle: getPlan }),
    endpoint({ method: 'UpdatePlan', summary: 'Set scoring criteria and price formula; 100 points in all; until opening', input: EvaluationPlanInput, output: EvaluationPlanDto, access: { roles: [agency] }, handle: updatePlan }),
    endpoint({ method: 'OpenQuotes', summary: 'Open the sealed quotes after the window (chained quotes.opened event)', input: EvaluationProjectInput, output: OpenedQuotesDto, access: { roles: [agency] }, handle: openQuotes }),
    endpoint({ method: 'GetOpenedQuotes', summary: 'The ranking once the window ended and, if sealed, the quotes were opened', input: EvaluationProjectInput, output: OpenedQuotesDto, access: { roles: PARTIES }, handle: getOpenedQuotes }),
    endpoint({ method: 'GetMyScores', summary: "The calling expert's score sheet", input: EvaluationProjectInput, output: MyScoresDto, access: { roles: [expert] }, handle: getMyScores }),
    endpoint({ method: 'UpdateScores', summary: "Save the expert's points, every criterion of each bidder given", input: SaveScoresInput, output: MyScoresDto, access: { roles: [expert] }, handle: saveScores }),
    endpoint({ method: 'SubmitScores', summary: "Submit the expert's points; no change afterwards", input: EvaluationProjectInput, output: MyScoresDto, access: { roles: [expert] }, handle: submitScores }),
    endpoint({ method: 'GetScoreBoard', summary: 'Price score, mean expert points, totals and ranking', input: EvaluationProjectInput, output: ScoreBoardDto, access: { roles: [agency, purchaser, admin] }, handle: getScoreBoard }),
  ],
};
