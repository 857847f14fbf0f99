import type { SurveyAnswer, SurveyQuestion } from '@bidhall/domain/research-survey';

/** A stored answer as text for the answers table: the chosen options' texts, or the value with its unit. */
export function answerText(question: SurveyQuestion, answer: SurveyAnswer | undefined): string {
  if (!answer) return '';
  switch (question.type) {
    case 'text':
      return answer.text ?? '';
    case 'number':
    case 'price':
      return answer.value === undefined ? '' : `${answer.value} ${question.unit}`;
    default: {
      const chosen = answer.choices ?? (answer.choice === undefined ? [] : [answer.choice]);
      return chosen.map((i) => question.options[i] ?? `#${i + 1}`).join('、');
    }
  }
}
