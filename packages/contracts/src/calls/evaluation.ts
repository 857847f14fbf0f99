import { withSchemas } from '../abp/call.ts';
import { Empty } from '../abp/envelope.ts';
import {
  AssignExpertsInput,
  EvaluationPlanDto,
  EvaluationPlanInput,
  EvaluationProjectInput,
  ExpertCandidates,
  ExpertPanel,
  MyScoresDto,
  OpenedQuotesDto,
  SaveScoresInput,
  ScoreBoardDto,
} from '../evaluation.ts';
import * as routes from '../routes/evaluation.ts';

/** The Evaluation calls with their schemas, as the api serves them. */
export const Evaluation = withSchemas(routes.Evaluation, {
  GetExpertCandidates: [Empty, ExpertCandidates],
  GetExperts: [EvaluationProjectInput, ExpertPanel],
  AssignExperts: [AssignExpertsInput, ExpertPanel],
  GetPlan: [EvaluationProjectInput, EvaluationPlanDto],
  UpdatePlan: [EvaluationPlanInput, EvaluationPlanDto],
  OpenQuotes: [EvaluationProjectInput, OpenedQuotesDto],
  GetOpenedQuotes: [EvaluationProjectInput, OpenedQuotesDto],
  GetMyScores: [EvaluationProjectInput, MyScoresDto],
  UpdateScores: [SaveScoresInput, MyScoresDto],
  SubmitScores: [EvaluationProjectInput, MyScoresDto],
  GetScoreBoard: [EvaluationProjectInput, ScoreBoardDto],
});
