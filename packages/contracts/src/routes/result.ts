import { route, routes } from '../abp/route.ts';
import type {
  EvaluationProjectInput,
  ResultDto,
  ResultPreviewDto,
  ResultPreviewInput,
  ReturnResultDto,
  ReturnResultInput,
  SubmitResultInput,
} from '../evaluation.ts';

/** The Result calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Result = routes('Result', {
  GetPreview: route<typeof ResultPreviewInput, typeof ResultPreviewDto>(),
  Submit: route<typeof SubmitResultInput, typeof ResultDto>(),
  Confirm: route<typeof EvaluationProjectInput, typeof ResultDto>(),
  Return: route<typeof ReturnResultInput, typeof ReturnResultDto>(),
  Get: route<typeof EvaluationProjectInput, typeof ResultDto>(),
});
