import type { Labels } from './lang.ts';
import { Money } from './money.ts';
import { labelTree } from './texts.ts';
import researchSurveyTexts from './locales/researchSurvey.ts';

const TEXT = /* @__PURE__ */ labelTree(researchSurveyTexts);

/**
 * Market-research surveys (projects with mode 1): the question kinds, the survey's life and
 * the checks on a question set that a schema alone cannot express (unique keys and options,
 * coherent limits).
 */

export const RESEARCH_STATUS = { draft: 0, published: 1, terminated: 2 } as const;
export type ResearchStatus = (typeof RESEARCH_STATUS)[keyof typeof RESEARCH_STATUS];

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'number', 'price'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SURVEY_LIMITS = { questions: 50, options: 30, textLength: 5000, decimals: 4 } as const;

type Base = { key: string; title: string; required: boolean };
export type ChoiceQuestion = Base & { type: 'single' | 'multiple'; options: string[]; maxSelect?: number | undefined };
export type TextQuestion = Base & { type: 'text'; maxLength: number };
/** A quantity with its unit (e.g. 台, 人天), optionally bounded. */
export type NumberQuestion = Base & {
  type: 'number';
  unit: string;
  decimals: number;
  min?: string | undefined;
  max?: string | undefined;
};
/** A price in yuan (two decimals) per the unit, e.g. 元/台: the market price the survey is after. */
export type PriceQuestion = Base & { type: 'price'; unit: string };
export type SurveyQuestion = ChoiceQuestion | TextQuestion | NumberQuestion | PriceQuestion;

/** One answer; which field carries the value depends on the question's type. */
export type SurveyAnswer = {
  key: string;
  choice?: number | undefined;
  choices?: number[] | undefined;
  text?: string | undefined;
  value?: string | undefined;
};

export type SurveyProblemCode =
  | 'noQuestions'
  | 'tooManyQuestions'
  | 'duplicateKey'
  | 'duplicateOption'
  | 'maxSelectRange'
  | 'minAboveMax'
  | 'unknownQuestion'
  | 'duplicateAnswer'
  | 'required'
  | 'wrongType'
  | 'choiceRange'
  | 'tooManyChoices'
  | 'tooLong'
  | 'notANumber'
  | 'tooManyDecimals'
  | 'belowMin'
  | 'aboveMax'
  | 'badPrice';

/** A problem and the input paths it concerns (ABP validationErrors `members`). */
export type SurveyProblem = { code: SurveyProblemCode; members: string[] };

/** Problems of a question set; empty when it may be saved. */
export function questionSetProblems(questions: readonly SurveyQuestion[]): SurveyProblem[] {
  const problems: SurveyProblem[] = [];
  if (questions.length === 0) problems.push({ code: 'noQuestions', members: ['questions'] });
  if (questions.length > SURVEY_LIMITS.questions) problems.push({ code: 'tooManyQuestions', members: ['questions'] });
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const at = `questions.${i}`;
    if (seen.has(q.key)) problems.push({ code: 'duplicateKey', members: [`${at}.key`] });
    seen.add(q.key);
    if (q.type === 'single' || q.type === 'multiple') {
      if (new Set(q.options).size !== q.options.length)
        problems.push({ code: 'duplicateOption', members: [`${at}.options`] });
      const max = q.maxSelect;
      if (max !== undefined && (q.type === 'single' || max < 1 || max > q.options.length))
        problems.push({ code: 'maxSelectRange', members: [`${at}.maxSelect`] });
    }
    if (q.type === 'number' && q.min !== undefined && q.max !== undefined && new Money(q.min).gt(q.max)) {
      problems.push({ code: 'minAboveMax', members: [`${at}.min`] });
    }
  });
  return problems;
}

/** Texts of the problems, in every language, so the api and the web form say the same. */
export const SURVEY_PROBLEM_LABELS: Readonly<Record<SurveyProblemCode, Labels>> = {
  noQuestions: TEXT.noQuestions,
  tooManyQuestions: TEXT.tooManyQuestions,
  duplicateKey: TEXT.duplicateKey,
  duplicateOption: TEXT.duplicateOption,
  maxSelectRange: TEXT.maxSelectRange,
  minAboveMax: TEXT.minAboveMax,
  unknownQuestion: TEXT.unknownQuestion,
  duplicateAnswer: TEXT.duplicateAnswer,
  required: TEXT.required,
  wrongType: TEXT.wrongType,
  choiceRange: TEXT.choiceRange,
  tooManyChoices: TEXT.tooManyChoices,
  tooLong: TEXT.tooLong,
  notANumber: TEXT.notANumber,
  tooManyDecimals: TEXT.tooManyDecimals,
  belowMin: TEXT.belowMin,
  aboveMax: TEXT.aboveMax,
  badPrice: TEXT.badPrice,
};
