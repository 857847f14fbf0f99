import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@bidhall/domain/lang';
import type { Labels, Language } from '@bidhall/domain/lang';

/** The current language, re-rendering on change; domain dictionaries carry `Labels` per entry. */
export function useLang(): { lang: Language; label: (labels: Labels) => string } {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { lang, label: (labels) => labels[lang] };
}
