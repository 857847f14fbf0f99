import { z } from 'zod';
import { CRITERION_KINDS } from '@bidhall/domain/evaluation-plan';
import { PRICE_SCORE_FORMULA_KEYS } from '@bidhall/domain/winbid-rules';
import { EntityId } from './abp/envelope.ts';
import { plainText } from './abp/text.ts';
import { ReasonText } from './lifecycle-fields.ts';
import { RankingEntry } from './realtime/views.ts';

/**
 * Evaluation after the quote window: experts of a project, the scoring plan
 * (projectPbSetting, methods 5, 7, 9), the experts' points and the opened quotes.
 */

/** Points as typed: 0-100 with at most two decimals, a number or a decimal string. */
export const PointsIn = z
  .union([z.string().trim(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^(0|[1-9]\d{0,2})(\.\d{1,2})?$/, 'validation.points'));

/** GET calls about one project. */
export const EvaluationProjectInput = z.strictObject({ projectId: EntityId });
export type EvaluationProjectInput = z.infer<typeof EvaluationProjectInput>;

/** POST Evaluation/AssignExperts: the project's whole expert panel (replaces the previous one). */
export const AssignExpertsInput = z.strictObject({
  projectId: EntityId,
  expertUserIds: z
    .array(EntityId)
    .min(1)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
});
export type AssignExpertsInput = z.infer<typeof AssignExpertsInput>;

export const ExpertDto = z.object({
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  /** Null while the expert has not submitted. */
  submittedAt: z.string().nullable(),
});
export type ExpertDto = z.infer<typeof ExpertDto>;

/** GET Evaluation/GetExperts and AssignExperts' answer: a project's panel. */
export const ExpertPanel = z.array(ExpertDto);
/** GET Evaluation/GetExpertCandidates: the tenant's active experts, nothing submitted yet. */
export const ExpertCandidates = z.array(ExpertDto.omit({ submittedAt: true }));

export const CriterionIn = z.strictObject({ kind: z.enum(CRITERION_KINDS), name: plainText(100), maxPoints: PointsIn });

/** PUT Evaluation/UpdatePlan: the whole plan at once; price weight plus criteria make 100. */
export const EvaluationPlanInput = z.strictObject({
  projectId: EntityId,
  formula: z.enum(PRICE_SCORE_FORMULA_KEYS),
  priceWeight: PointsIn,
  k: PointsIn.nullable().optional(),
  shortlistSize: z.number().int().min(1).max(1000).nullable().optional(),
  criteria: z.array(CriterionIn).min(1).max(50),
});
export type EvaluationPlanInput = z.infer<typeof EvaluationPlanInput>;

export const CriterionDto = z.object({
  id: z.number().int(),
  kind: z.enum(CRITERION_KINDS),
  name: z.string(),
  maxPoints: z.string(),
});
export type CriterionDto = z.infer<typeof CriterionDto>;

export const EvaluationPlanDto = z.object({
  projectId: z.number().int(),
  formula: z.enum(PRICE_SCORE_FORMULA_KEYS).nullable(),
  priceWeight: z.string().nullable(),
  k: z.string().nullable(),
  shortlistSize: z.number().int().nullable(),
  criteria: z.array(CriterionDto),
  /** False while the agency has not set a plan. */
  saved: z.boolean(),
  /** True once the quotes are open: the plan no longer changes. */
  locked: z.boolean(),
});
export type EvaluationPlanDto = z.infer<typeof EvaluationPlanDto>;

/** The sealed quotes after opening, ranked by the method's direction. */
export const OpenedQuotesDto = z.object({
  projectId: z.number().int(),
  openedAt: z.string().nullable(),
  ranking: z.array(RankingEntry),
});
export type OpenedQuotesDto = z.infer<typeof OpenedQuotesDto>;

export const ScoreIn = z.strictObject({ supplierId: EntityId, criterionId: EntityId, points: PointsIn });

/** PUT Evaluation/UpdateScores: an expert's points for one or more bidders, every criterion of each. */
export const SaveScoresInput = z.strictObject({ projectId: EntityId, scores: z.array(ScoreIn).min(1).max(5000) });
export type SaveScoresInput = z.infer<typeof SaveScoresInput>;

export const ScoreDto = z.object({ supplierId: z.number().int(), criterionId: z.number().int(), points: z.string() });

/** GET Evaluation/GetMyScores: the expert's sheet with what it needs to fill it in. */
export const MyScoresDto = z.object({
  projectId: z.number().int(),
  submittedAt: z.string().nullable(),
  criteria: z.array(CriterionDto),
  bidders: z.array(z.object({ supplierId: z.number().int(), companyName: z.string(), amount: z.string() })),
  scores: z.array(ScoreDto),
});
export type MyScoresDto = z.infer<typeof MyScoresDto>;

export const ScoreRowDto = z.object({
  rank: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  amount: z.string(),
  priceScore: z.string(),
  technical: z.string(),
  business: z.string(),
  totalScore: z.string(),
  /** Method 7: within the top N. */
  shortlisted: z.boolean(),
  experts: z.array(z.object({ expertUserId: z.number().int(), technical: z.string(), business: z.string() })),
});
export type ScoreRowDto = z.infer<typeof ScoreRowDto>;

/** GET Evaluation/GetScoreBoard: totals and ranking for the agency and the purchaser. */
export const ScoreBoardDto = z.object({
  projectId: z.number().int(),
  expertsAssigned: z.number().int(),
  expertsSubmitted: z.number().int(),
  rows: z.array(ScoreRowDto),
});
export type ScoreBoardDto = z.infer<typeof ScoreBoardDto>;

/** A winner as the result records it; `totalScore` for the scoring methods. */
export const WinnerDto = z.object({
  supplierId: z.number().int(),
  companyName: z.string(),
  amount: z.string(),
  totalScore: z.string().optional(),
});
export type WinnerDto = z.infer<typeof WinnerDto>;

/**
 * POST Result/Submit (5 -> 6). Method 0 names the winner by hand with a written reason;
 * every other method computes it, and a `manual` choice there is refused.
 */
export const SubmitResultInput = z.strictObject({
  projectId: EntityId,
  manual: z
    .strictObject({
      supplierId: EntityId,
      reason: ReasonText,
    })
    .optional(),
});
export type SubmitResultInput = z.infer<typeof SubmitResultInput>;

/** POST Result/Return (6 -> 5): the purchaser's reason is required. */
export const ReturnResultInput = z.strictObject({
  projectId: EntityId,
  reason: z.string().trim().min(1, 'validation.reasonRequired').max(2000, 'validation.tooLong'),
});
export type ReturnResultInput = z.infer<typeof ReturnResultInput>;

/** POST Result/Return's answer: the project back in its quote window's state. */
export const ReturnResultDto = z.object({ projectId: z.number().int(), state: z.number().int() });

export const ResultDto = z.object({
  projectId: z.number().int(),
  winbidRule: z.number().int(),
  state: z.number().int(),
  /** One winner; for method 7 the shortlisted bidders, best first. */
  winners: z.array(WinnerDto),
  average: z.string().nullable(),
  reason: z.string().nullable(),
  board: z.array(ScoreRowDto).nullable(),
  /** Null while no result is submitted: Result/Get answers that absence, it is not an error. */
  submittedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type ResultDto = z.infer<typeof ResultDto>;

/** GET Result/GetPreview?projectId=&supplierId=&reason=: the winner picked by hand and its reason where the rule needs them. */
export const ResultPreviewInput = z.strictObject({
  projectId: EntityId,
  supplierId: EntityId.optional(),
  reason: z.string().max(2000).optional(),
});

/** GET Result/GetPreview: what submitting now would record, or why it cannot yet. */
export const ResultPreviewDto = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    winners: z.array(WinnerDto),
    average: z.string().nullable(),
    board: z.array(ScoreRowDto).nullable(),
  }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type ResultPreviewDto = z.infer<typeof ResultPreviewDto>;
