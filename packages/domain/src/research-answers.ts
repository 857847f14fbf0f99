import { Money, amountToString, tryParseAmount } from './money.ts';
import type {
  NumberQuestion,
  SurveyAnswer,
  SurveyProblem,
  SurveyProblemCode,
  SurveyQuestion,
} from './research-survey.ts';

const DECIMAL = /^-?\d{1,15}(\.\d+)?$/;

/**
 * Problems of a supplier's answers against the survey's questions; empty when they may be
 * stored. Members point at the answer (`answers.{index}`) or, for a missing required one,
 * at the question's key, so a form can mark the field.
 */
export function answerProblems(
  questions: readonly SurveyQuestion[],
  answers: readonly SurveyAnswer[],
): SurveyProblem[] {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const problems: SurveyProblem[] = [];
  const answered = new Set<string>();
  answers.forEach((answer, i) => {
    const at = `answers.${i}`;
    const question = byKey.get(answer.key);
    if (!question) return problems.push({ code: 'unknownQuestion', members: [`${at}.key`] });
    if (answered.has(answer.key)) return problems.push({ code: 'duplicateAnswer', members: [`${at}.key`] });
    answered.add(answer.key);
    const code = isEmptyAnswer(answer) ? (question.required ? 'required' : null) : valueProblem(question, answer);
    if (code) problems.push({ code, members: [at] });
    return undefined;
  });
  for (const q of questions) {
    if (q.required && !answered.has(q.key)) problems.push({ code: 'required', members: [`answers.${q.key}`] });
  }
  return problems;
}

/** An answer that carries nothing counts as "not answered", so an optional one may be cleared. */
export function isEmptyAnswer(a: SurveyAnswer): boolean {
  return (
    a.choice === undefined && (a.choices === undefined || a.choices.length === 0) && !a.text?.trim() && !a.value?.trim()
  );
}

function valueProblem(q: SurveyQuestion, a: SurveyAnswer): SurveyProblemCode | null {
  const fields = [a.choice !== undefined, a.choices !== undefined, a.text !== undefined, a.value !== undefined].filter(
    Boolean,
  ).length;
  if (fields !== 1) return 'wrongType';
  switch (q.type) {
    case 'single':
      if (a.choice === undefined) return 'wrongType';
      return inRange(a.choice, q.options.length) ? null : 'choiceRange';
    case 'multiple': {
      if (a.choices === undefined) return 'wrongType';
      const unique = new Set(a.choices).size === a.choices.length;
      if (!unique || !a.choices.every((c) => inRange(c, q.options.length))) return 'choiceRange';
      return a.choices.length > (q.maxSelect ?? q.options.length) ? 'tooManyChoices' : null;
    }
    case 'text':
      if (a.text === undefined) return 'wrongType';
      return a.text.length > q.maxLength ? 'tooLong' : null;
    case 'number':
      return a.value === undefined ? 'wrongType' : numberProblem(q, a.value.trim());
    case 'price': {
      if (a.value === undefined) return 'wrongType';
      return tryParseAmount(a.value.trim()).ok ? null : 'badPrice';
    }
  }
}

function inRange(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

function numberProblem(q: NumberQuestion, text: string): SurveyProblemCode | null {
  if (!DECIMAL.test(text)) return 'notANumber';
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > q.decimals) return 'tooManyDecimals';
  const value = new Money(text);
  if (q.min !== undefined && value.lt(q.min)) return 'belowMin';
  if (q.max !== undefined && value.gt(q.max)) return 'aboveMax';
  return null;
}

/** The answers as stored: trimmed, empty ones dropped, numbers canonical, in question order. */
export function normaliseAnswers(
  questions: readonly SurveyQuestion[],
  answers: readonly SurveyAnswer[],
): SurveyAnswer[] {
  const out: SurveyAnswer[] = [];
  for (const q of questions) {
    const a = answers.find((x) => x.key === q.key);
    if (!a || isEmptyAnswer(a)) continue;
    if (q.type === 'single') out.push({ key: q.key, choice: a.choice });
    else if (q.type === 'multiple') out.push({ key: q.key, choices: [...(a.choices ?? [])].sort((x, y) => x - y) });
    else if (q.type === 'text') out.push({ key: q.key, text: a.text?.trim() });
    else if (q.type === 'price') out.push({ key: q.key, value: amountToString(a.value!.trim()) });
    else out.push({ key: q.key, value: new Money(a.value!.trim()).toString() });
  }
  return out;
}
