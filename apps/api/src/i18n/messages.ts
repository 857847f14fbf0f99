import { LANGUAGES, type Labels, type Language } from '@bidhall/domain/lang';
import { serverTexts, type TextParams } from '@bidhall/contracts/server-texts';
import { RESOURCES, type Translation } from '../locales/index.ts';

/** Every text's key, `area.name` (`error.generic`), from the reference language's resources. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeysOf<Translation>;
export type MessageParams = TextParams;

const text = serverTexts(RESOURCES);

/** A text of the api in `lang`, `{{name}}` placeholders filled from the params. */
export function translate(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  return text(key, lang, params);
}

/** A text of the api in every language, where a message is carried as labels (a domain refusal's shape). */
export function labelsOf(key: MessageKey, params: MessageParams = {}): Labels {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(key, lang, params)])) as Record<Language, string>;
}
