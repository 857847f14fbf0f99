import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage, type Language } from '@bidhall/domain/lang';

export type TextParams = Record<string, string | number>;

/**
 * A server's texts (the api's, the gateway's) as one i18next instance of their own, ready at
 * once: the resources are bundled, nothing is loaded. The text of a dotted key (`area.name`) in
 * the caller's language, `{{name}}` placeholders filled as they are: answers and
 * acknowledgements are JSON, never HTML.
 */
export function serverTexts(
  resources: Record<Language, object>,
): (key: string, lang: string | undefined, params?: TextParams) => string {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: resources[lang] }])),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    // A server's stdout carries its log lines only.
    showSupportNotice: false,
  });
  return (key, lang, params = {}) => i18n.t(key, { ...params, lng: resolveLanguage(lang) });
}
