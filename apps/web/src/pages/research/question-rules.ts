import type { RuleObject } from 'antd/es/form';
import type { ZodType } from 'zod';
import { SurveyQuestion } from '@bidhall/contracts/research';
import { validationText } from '../../forms/validation-text';
import type { Language } from '@bidhall/domain/lang';
import { i18next } from '../../i18n';

const [single, multiple, text, number] = SurveyQuestion.options;

/**
 * A field rule that checks with the contract's own schema (the api applies the same) but
 * speaks the user's language: the research schemas carry no message keys of their own.
 */
function checkedBy(
  schema: ZodType,
  messageKey: string,
  lang: Language,
): RuleObject & { validator: NonNullable<RuleObject['validator']> } {
  return {
    validator: async (_rule, value: unknown) => {
      const empty = value === undefined || value === null || value === '';
      if (empty && schema.safeParse(undefined).success) return;
      if (empty) throw new Error(validationText('validation.required', lang));
      if (!schema.safeParse(value).success) throw new Error(i18next.t(messageKey, { lng: lang }));
    },
  };
}

/** The builder's rules, one per question field, from the contract's question schemas. */
export const questionRules = (lang: Language) => ({
  key: checkedBy(single.shape.key, 'research.rule.key', lang),
  title: checkedBy(single.shape.title, 'research.rule.title', lang),
  option: checkedBy(single.shape.options.element, 'research.rule.option', lang),
  options: checkedBy(single.shape.options, 'research.rule.options', lang),
  maxSelect: checkedBy(multiple.shape.maxSelect, 'research.rule.whole', lang),
  maxLength: checkedBy(text.shape.maxLength, 'research.rule.maxLength', lang),
  unit: checkedBy(number.shape.unit, 'research.rule.unit', lang),
  decimals: checkedBy(number.shape.decimals, 'research.rule.decimals', lang),
  bound: checkedBy(number.shape.min, 'research.rule.decimal', lang),
});
export type QuestionRules = ReturnType<typeof questionRules>;
