import type { Language } from '@bidhall/domain/lang';
import { serverTexts } from '@bidhall/contracts/server-texts';
import { RESOURCES, type Translation } from './locales/index.ts';

export type ErrorTextKey = keyof Translation['errors'];

const text = serverTexts(RESOURCES);

/**
 * The text of an acknowledgement error or a refused handshake in the caller's language, each
 * `{{name}}` filled from its parameter.
 */
export function errorText(
  key: ErrorTextKey,
  lang: Language | string | undefined,
  params: Record<string, string | number> = {},
): string {
  return text(`errors.${key}`, lang, params);
}

export type { Language };
