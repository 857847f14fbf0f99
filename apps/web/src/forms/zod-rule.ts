import type { Rule, RuleObject, RuleRender } from 'antd/es/form';
import type { ZodType } from 'zod';
import { validationText } from './validation-text';
import type { Language } from '@bidhall/domain/lang';

/**
 * An antd form rule from a contracts schema: the same field rule the api applies, with its
 * message translated into the user's language and shown beside the field.
 */
export function zodRule(schema: ZodType, lang: Language): Rule {
  const optional = schema.safeParse(undefined).success;
  return {
    // Marks the label (antd's asterisk) of a field the schema requires. The check is the
    // validator's alone: antd calls a rule's validator instead of its own required check.
    required: !optional,
    validator: async (_rule, value: unknown) => {
      // An empty field is "missing": fine for an optional field, "required" for the rest.
      if (value === undefined || value === null || value === '') {
        if (optional) return;
        throw new Error(validationText('validation.required', lang));
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success)
        throw new Error(validationText(parsed.error.issues[0]?.message ?? 'validation.required', lang));
    },
  };
}

/** Two fields must match (password confirmation); the message is the contracts' own. */
export function sameAs(field: string, lang: Language): RuleRender {
  return ({ getFieldValue }): RuleObject => ({
    validator: async (_rule, value: unknown) => {
      if (value !== getFieldValue(field)) throw new Error(validationText('validation.passwordMismatch', lang));
    },
  });
}
