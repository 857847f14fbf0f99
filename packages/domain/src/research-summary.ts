import { Money, amountToString } from './money.ts';
import type { SurveyAnswer, SurveyQuestion } from './research-survey.ts';

/** A stored response: who answered (a supplier firm's name) and what. */
export type SurveyResponse = { respondent: string; answers: readonly SurveyAnswer[] };

type Head = { key: string; title: string; answered: number };
export type OptionCount = { index: number; option: string; count: number; percent: number };
export type QuestionSummary =
  | (Head & { type: 'single' | 'multiple'; options: OptionCount[] })
  | (Head & { type: 'text'; texts: { respondent: string; text: string }[] })
  | (Head & {
      type: 'number' | 'price';
      unit: string;
      min: string | null;
      max: string | null;
      mean: string | null;
      median: string | null;
    });

/**
 * The agency's results page (researchRead): per question, how many answered and what.
 * Choices are counted per option with their share of the firms that answered; numbers and
 * prices get min, max, mean and median in decimal (prices rounded to cents).
 */
export function summariseSurvey(
  questions: readonly SurveyQuestion[],
  responses: readonly SurveyResponse[],
): QuestionSummary[] {
  return questions.map((q) => {
    const given = responses.flatMap((r) => {
      const a = r.answers.find((x) => x.key === q.key);
      return a ? [{ respondent: r.respondent, answer: a }] : [];
    });
    const head = { key: q.key, title: q.title, answered: given.length };
    if (q.type === 'text')
      return {
        ...head,
        type: 'text',
        texts: given.map((g) => ({ respondent: g.respondent, text: g.answer.text ?? '' })),
      };
    if (q.type === 'number' || q.type === 'price') {
      const values = given.map((g) => new Money(g.answer.value ?? '0'));
      return {
        ...head,
        type: q.type,
        unit: q.unit,
        ...numbers(values, q.type === 'price' ? amountToString : (v) => v.toDecimalPlaces(4).toString()),
      };
    }
    const counts = q.options.map(() => 0);
    for (const { answer } of given)
      for (const c of answer.choices ?? [answer.choice]) if (c !== undefined && c in counts) counts[c]! += 1;
    const options = q.options.map((option, index) => ({
      index,
      option,
      count: counts[index]!,
      percent: share(counts[index]!, given.length),
    }));
    return { ...head, type: q.type, options };
  });
}

/** Percent with one decimal, 0 when nobody answered. */
function share(count: number, of: number): number {
  return of === 0 ? 0 : new Money(count).mul(100).div(of).toDecimalPlaces(1).toNumber();
}

function numbers(values: InstanceType<typeof Money>[], show: (v: InstanceType<typeof Money>) => string) {
  if (values.length === 0) return { min: null, max: null, mean: null, median: null };
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
  const mean = values.reduce((sum, v) => sum.plus(v), new Money(0)).div(values.length);
  return { min: show(sorted[0]!), max: show(sorted.at(-1)!), mean: show(mean), median: show(median) };
}
