import type { Labels, Language } from '@bidhall/domain/lang';
import { labelTree } from '@bidhall/domain/texts';
import validationTexts from '../locales/validation.ts';

type ValidationTexts = (typeof validationTexts)['zh-CN'];

/** The texts behind the message keys used in `text.ts` and the DTO refinements (`validation.<name>`). */
export const VALIDATION_MESSAGES = Object.fromEntries(
  Object.entries(labelTree(validationTexts)).map(([name, labels]) => [`validation.${name}`, labels]),
) as { readonly [Name in keyof ValidationTexts as `validation.${Name}`]: Labels };

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Whether a refusal's message is one of ours, chosen by its schema, rather than zod's own words. */
export function isValidationMessageKey(message: string): message is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, message);
}

/** Translates a message key; any other text (zod's own, already localised) passes through. */
export function translateValidationMessage(message: string, lang: Language): string {
  return isValidationMessageKey(message) ? VALIDATION_MESSAGES[message][lang] : message;
}
