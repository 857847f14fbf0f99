import { call, service } from '../abp/route.ts';

/** The Result calls with their schemas, each method declared once. */
export const Result = service('Result', ({ evaluation }) => ({
  GetPreview: call(evaluation.ResultPreviewInput, evaluation.ResultPreviewDto),
  Submit: call(evaluation.SubmitResultInput, evaluation.ResultDto),
  Confirm: call(evaluation.EvaluationProjectInput, evaluation.ResultDto),
  Return: call(evaluation.ReturnResultInput, evaluation.ReturnResultDto),
  Get: call(evaluation.EvaluationProjectInput, evaluation.ResultDto),
}));
