import { route, routes } from '../abp/route.ts';
import type { Empty } from '../abp/envelope.ts';
import type {
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

/** The Evaluation calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Evaluation = routes('Evaluation', {
  GetExpertCandidates: route<typeof Empty, typeof ExpertCandidates>(),
  GetExperts: route<typeof EvaluationProjectInput, typeof ExpertPanel>(),
  AssignExperts: route<typeof AssignExpertsInput, typeof ExpertPanel>(),
  GetPlan: route<typeof EvaluationProjectInput, typeof EvaluationPlanDto>(),
  UpdatePlan: route<typeof EvaluationPlanInput, typeof EvaluationPlanDto>(),
  OpenQuotes: route<typeof EvaluationProjectInput, typeof OpenedQuotesDto>(),
  GetOpenedQuotes: route<typeof EvaluationProjectInput, typeof OpenedQuotesDto>(),
  GetMyScores: route<typeof EvaluationProjectInput, typeof MyScoresDto>(),
  UpdateScores: route<typeof SaveScoresInput, typeof MyScoresDto>(),
  SubmitScores: route<typeof EvaluationProjectInput, typeof MyScoresDto>(),
  GetScoreBoard: route<typeof EvaluationProjectInput, typeof ScoreBoardDto>(),
});
