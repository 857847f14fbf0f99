import { withSchemas } from '../abp/call.ts';
import {
  EvaluationProjectInput,
  ResultDto,
  ResultPreviewDto,
  ResultPreviewInput,
  ReturnResultDto,
  ReturnResultInput,
  SubmitResultInput,
} from '../evaluation.ts';
import * as routes from '../routes/result.ts';

/** The Result calls with their schemas, as the api serves them. */
export const Result = withSchemas(routes.Result, {
  GetPreview: [ResultPreviewInput, ResultPreviewDto],
  Submit: [SubmitResultInput, ResultDto],
  Confirm: [EvaluationProjectInput, ResultDto],
  Return: [ReturnResultInput, ReturnResultDto],
  Get: [EvaluationProjectInput, ResultDto],
});
