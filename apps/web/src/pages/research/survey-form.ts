import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { Language } from '@bidhall/domain/lang';
import { questionSetProblems, SURVEY_PROBLEM_LABELS } from '@bidhall/domain/research-survey';
import type { QuestionType, SurveyQuestion } from '@bidhall/domain/research-survey';
import type { Survey } from './api';

/** One question as the builder edits it: every type's fields, only the type's own are sent. */
export interface QuestionValues {
  key: string;
  title: string;
  type: QuestionType;
  required: boolean;
  options?: string[];
  maxSelect?: number | null;
  maxLength?: number | null;
  unit?: string;
  decimals?: number | null;
  min?: string;
  max?: string;
  [more: string]: unknown;
}

export interface SurveyValues {
  description: string;
  deadline: Dayjs | null;
  questions: QuestionValues[];
}

export type FieldError = { name: (string | number)[]; errors: string[] };

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined && v !== '';
const text = (v: string | undefined) => v?.trim() ?? '';

/** A new question of a type, keyed after the highest "qN" already there. */
export function newQuestion(existing: readonly QuestionValues[], type: QuestionType = 'single'): QuestionValues {
  const taken = existing.map((q) => Number(/^q(\d+)$/.exec(q.key)?.[1] ?? 0));
  const key = `q${Math.max(0, ...taken) + 1}`;
  return {
    key,
    title: '',
    type,
    required: true,
    options: type === 'single' || type === 'multiple' ? ['', ''] : undefined,
  };
}

/** The builder's question as the domain's shape: the fields of its type, trimmed, empty ones left out. */
export function toQuestion(v: QuestionValues): SurveyQuestion {
  const head = { key: text(v.key), title: text(v.title), required: v.required };
  switch (v.type) {
    case 'single':
      return { ...head, type: 'single', options: (v.options ?? []).map(text) };
    case 'multiple':
      return {
        ...head,
        type: 'multiple',
        options: (v.options ?? []).map(text),
        ...(given(v.maxSelect) && { maxSelect: v.maxSelect }),
      };
    case 'text':
      return { ...head, type: 'text', maxLength: v.maxLength ?? 2000 };
    case 'number':
      return {
        ...head,
        type: 'number',
        unit: text(v.unit),
        decimals: v.decimals ?? 0,
        ...(given(text(v.min)) && { min: text(v.min) }),
        ...(given(text(v.max)) && { max: text(v.max) }),
      };
    case 'price':
      return { ...head, type: 'price', unit: text(v.unit) };
  }
}

const fromQuestion = (q: SurveyQuestion): QuestionValues => ({ ...q }) as QuestionValues;

/** The form's starting values: the saved survey, or an empty one due at the project's sign-up deadline. */
export function initialValues(survey: Survey | null, applyToTime: string | null): SurveyValues {
  if (survey)
    return {
      description: survey.description,
      deadline: dayjs(survey.deadline),
      questions: survey.questions.map(fromQuestion),
    };
  return { description: '', deadline: applyToTime ? dayjs(applyToTime) : null, questions: [] };
}

/** A problem member ("questions.2.options", "deadline") as the form's field path; numbers index the list. */
export function memberField(member: string): (string | number)[] {
  return member
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.charAt(0).toLowerCase() + part.slice(1)));
}

/**
 * The domain's checks on the whole question set (unique keys and options, coherent limits),
 * as errors beside the fields they name. "questions" itself (none, too many) is the list's.
 */
export function questionSetErrors(questions: readonly SurveyQuestion[], lang: Language): FieldError[] {
  return questionSetProblems(questions).flatMap((p) =>
    p.members.map((m) => ({ name: memberField(m), errors: [SURVEY_PROBLEM_LABELS[p.code][lang]] })),
  );
}
