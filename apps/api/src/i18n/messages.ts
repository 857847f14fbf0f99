import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Labels, type Language } from '@bidhall/domain/lang';
import { RESOURCES, type Translation } from '../locales/index.ts';

/** Every text's key, `area.name` (`error.generic`), from the reference language's resources. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeysOf<Translation>;
export type MessageParams = Record<string, string | number>;

// The api's own instance, ready at once: its resources are bundled, nothing is loaded.
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: RESOURCES[lang] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Answers are JSON, never HTML: a parameter is written as it is.
  interpolation: { escapeValue: false },
  returnNull: false,
  // The api's stdout carries its log lines only.
  showSupportNotice: false,
});

/** A text of the api in `lang`, `{{name}}` placeholders filled from the params. */
export function translate(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  return i18n.t(key, { ...params, lng: lang });
}

/** A text of the api in every language, where a message is carried as labels (a domain refusal's shape). */
export function labelsOf(key: MessageKey, params: MessageParams = {}): Labels {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(key, lang, params)])) as Record<Language, string>;
}
