import { call, service } from '../abp/route.ts';

/** The Evaluation calls with their schemas, each method declared once. */
export const Evaluation = service('Evaluation', ({ envelope, evaluation }) => ({
  GetExpertCandidates: call(envelope.Empty, evaluation.ExpertCandidates),
  GetExperts: call(evaluation.EvaluationProjectInput, evaluation.ExpertPanel),
  AssignExperts: call(evaluation.AssignExpertsInput, evaluation.ExpertPanel),
  GetPlan: call(evaluation.EvaluationProjectInput, evaluation.EvaluationPlanDto),
  UpdatePlan: call(evaluation.EvaluationPlanInput, evaluation.EvaluationPlanDto),
  OpenQuotes: call(evaluation.EvaluationProjectInput, evaluation.OpenedQuotesDto),
  GetOpenedQuotes: call(evaluation.EvaluationProjectInput, evaluation.OpenedQuotesDto),
  GetMyScores: call(evaluation.EvaluationProjectInput, evaluation.MyScoresDto),
  UpdateScores: call(evaluation.SaveScoresInput, evaluation.MyScoresDto),
  SubmitScores: call(evaluation.EvaluationProjectInput, evaluation.MyScoresDto),
  GetScoreBoard: call(evaluation.EvaluationProjectInput, evaluation.ScoreBoardDto),
}));
