import { z } from 'zod';
import { SURVEY_LIMITS } from '@bidhall/domain/research-survey';
import { EntityId } from './abp/envelope.ts';
import { DateTimeIn } from './lifecycle-fields.ts';

/**
 * Market-research surveys (projects with mode 1): the agency defines and publishes the
 * questions (researchInfo), suppliers fill them in before the deadline (research-sign), the
 * agency reads the answers and their summary (researchSign-read, researchRead).
 * Cross-field rules (unique keys, answers against questions) are the domain's.
 */

const Key = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);
const Title = z.string().trim().min(1).max(500);
const Unit = z.string().trim().min(1).max(20);
const Decimal = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,4})?$/));
const head = { key: Key, title: Title, required: z.boolean().default(true) };
const options = z.array(z.string().trim().min(1).max(200)).min(2).max(SURVEY_LIMITS.options);

export const SurveyQuestion = z.discriminatedUnion('type', [
  z.strictObject({ ...head, type: z.literal('single'), options }),
  z.strictObject({ ...head, type: z.literal('multiple'), options, maxSelect: z.number().int().optional() }),
  z.strictObject({
    ...head,
    type: z.literal('text'),
    maxLength: z.number().int().min(1).max(SURVEY_LIMITS.textLength).default(2000),
  }),
  z.strictObject({
    ...head,
    type: z.literal('number'),
    unit: Unit,
    decimals: z.number().int().min(0).max(SURVEY_LIMITS.decimals).default(0),
    min: Decimal.optional(),
    max: Decimal.optional(),
  }),
  z.strictObject({ ...head, type: z.literal('price'), unit: Unit }),
]);
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

export const ResearchProjectInput = z.strictObject({ projectId: EntityId });

/** Research/CreateOrUpdate: the whole definition at once, while the survey is a draft. */
export const SurveyInput = z.strictObject({
  projectId: EntityId,
  description: z.string().trim().max(2000).default(''),
  deadline: DateTimeIn,
  questions: z.array(SurveyQuestion).max(SURVEY_LIMITS.questions),
});
export type SurveyInput = z.infer<typeof SurveyInput>;

/** Research/Correct (announcement 8's effect): a later deadline, optionally a new description. */
export const SurveyCorrectionInput = z.strictObject({
  projectId: EntityId,
  deadline: DateTimeIn,
  description: z.string().trim().max(2000).optional(),
});
/** Research/Terminate (announcement 9's effect). */
export const SurveyTerminationInput = z.strictObject({
  projectId: EntityId,
  reason: z.string().trim().min(1).max(2000),
});

export const SurveyAnswer = z.strictObject({
  key: Key,
  choice: z.number().int().optional(),
  choices: z.array(z.number().int()).max(SURVEY_LIMITS.options).optional(),
  text: z.string().max(SURVEY_LIMITS.textLength).optional(),
  value: z
    .union([z.string().trim().max(40), z.number()])
    .transform(String)
    .optional(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswer>;

/** Research/Submit: a supplier's answers, created or replaced while the survey is open. */
export const SubmitAnswersInput = z.strictObject({
  projectId: EntityId,
  answers: z.array(SurveyAnswer).max(SURVEY_LIMITS.questions),
  linkman: z.string().trim().max(64).optional(),
  linkPhone: z.string().trim().max(32).optional(),
});
export type SubmitAnswersInput = z.infer<typeof SubmitAnswersInput>;

const StoredAnswer = z.object({
  key: z.string(),
  choice: z.number().optional(),
  choices: z.array(z.number()).optional(),
  text: z.string().optional(),
  value: z.string().optional(),
});

export const SurveyDto = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  description: z.string(),
  deadline: z.string(),
  /** 0 draft, 1 published, 2 terminated. */
  status: z.number().int(),
  publishedAt: z.string().nullable(),
  correctedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminationReason: z.string().nullable(),
  questions: z.array(z.unknown()),
  responseCount: z.number().int(),
  /** The server's clock when answered, so a client can count down to the deadline. */
  serverNow: z.string(),
});
export type SurveyDto = z.infer<typeof SurveyDto>;

/** What the supplier's fill-in page shows: the survey, its own answers, whether it may edit. */
export const MySurveyDto = SurveyDto.omit({ responseCount: true }).extend({
  answers: z.array(StoredAnswer).nullable(),
  submittedAt: z.string().nullable(),
  canEdit: z.boolean(),
});
export type MySurveyDto = z.infer<typeof MySurveyDto>;

export const SurveyResponseDto = z.object({
  eApplyId: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  linkman: z.string().nullable(),
  linkPhone: z.string().nullable(),
  submittedAt: z.string(),
  answers: z.array(StoredAnswer),
});
export const SurveyResponsesResult = z.object({ items: z.array(SurveyResponseDto) });

const OptionCount = z.object({
  index: z.number().int(),
  option: z.string(),
  count: z.number().int(),
  percent: z.number(),
});
const QuestionSummary = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(['single', 'multiple', 'text', 'number', 'price']),
  answered: z.number().int(),
  options: z.array(OptionCount).optional(),
  texts: z.array(z.object({ respondent: z.string(), text: z.string() })).optional(),
  unit: z.string().optional(),
  min: z.string().nullable().optional(),
  max: z.string().nullable().optional(),
  mean: z.string().nullable().optional(),
  median: z.string().nullable().optional(),
});
export const SurveySummaryDto = z.object({
  projectId: z.number().int(),
  responseCount: z.number().int(),
  questions: z.array(QuestionSummary),
});
export type SurveySummaryDto = z.infer<typeof SurveySummaryDto>;
