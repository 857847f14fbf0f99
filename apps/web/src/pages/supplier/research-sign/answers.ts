import { answerProblems } from '@bidhall/domain/research-answers';
import { SURVEY_PROBLEM_LABELS } from '@bidhall/domain/research-survey';
import type { SurveyAnswer, SurveyQuestion } from '@bidhall/domain/research-survey';
import type { Language } from '@bidhall/domain/lang';

/** Form values: one field per question, named by its key. */
export type AnswerValues = Record<string, number | number[] | string | undefined>;

export const fieldName = (key: string) => `q_${key}`;

/** The answers in question order, each carrying only the field its question's type uses. */
export function toAnswers(questions: readonly SurveyQuestion[], values: AnswerValues): SurveyAnswer[] {
  return questions.map((q) => {
    const v = values[fieldName(q.key)];
    if (q.type === 'single') return { key: q.key, choice: typeof v === 'number' ? v : undefined };
    if (q.type === 'multiple') return { key: q.key, choices: Array.isArray(v) ? v : [] };
    if (q.type === 'text') return { key: q.key, text: typeof v === 'string' ? v : '' };
    return { key: q.key, value: typeof v === 'string' ? v.trim() : '' };
  });
}

/** Stored answers back into form values. */
export function toValues(answers: readonly SurveyAnswer[] | null): AnswerValues {
  const out: AnswerValues = {};
  for (const a of answers ?? []) out[fieldName(a.key)] = a.choice ?? a.choices ?? a.text ?? a.value;
  return out;
}

/** The question key a problem member points at: `answers.{index}[.key]` or `answers.{key}`. */
export function memberKey(questions: readonly SurveyQuestion[], member: string): string | undefined {
  const part = member.split('.')[1] ?? '';
  return /^\d+$/.test(part) ? questions[Number(part)]?.key : questions.find((q) => q.key === part)?.key;
}

/** The domain's problems with the answers, as antd field errors in the user's language. */
export function answerErrors(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[], lang: Language) {
  return answerProblems(questions, answers).flatMap((p) =>
    p.members
      .map((m) => memberKey(questions, m))
      .filter((k): k is string => k !== undefined)
      .map((k) => ({ name: fieldName(k), errors: [SURVEY_PROBLEM_LABELS[p.code][lang]] })),
  );
}
