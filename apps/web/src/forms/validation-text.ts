import type { Language } from '@bidhall/domain/lang';
import { i18next } from '../i18n';

/**
 * A field's problem in the user's language: a contracts message key (`validation.<name>`) from
 * that language's texts, which its shell bundle carries, so a form shows it before the rest of
 * the texts arrive and without the other languages' words; any other text (zod's own) as it is.
 */
export function validationText(message: string, lang: Language): string {
  return message.startsWith('validation.') && i18next.exists(message, { lng: lang })
    ? i18next.t(message, { lng: lang })
    : message;
}
