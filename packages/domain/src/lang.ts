import languageNames from './locales/language.ts';

/** Interface languages. zh-CN is the default (specification section 9). */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** A text in every interface language; dictionaries carry one per entry. */
export type Labels = Readonly<Record<Language, string>>;

/** Each language by its own name, the same in every language (a switch lists them so). */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = /* @__PURE__ */ namesOf(LANGUAGES);

function namesOf(languages: readonly Language[]): Record<Language, string> {
  const names = {} as Record<Language, string>;
  for (const lang of languages) names[lang] = languageNames[lang].name;
  return names;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header or a culture name
 * ("zh-Hant", "en", "pt"); anything unrecognised falls back to zh-CN.
 */
export function resolveLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function matchTag(tag: string): Language | undefined {
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
  if (tag.startsWith('zh')) return 'zh-CN';
  if (tag.startsWith('en')) return 'en-US';
  if (tag.startsWith('pt')) return 'pt-BR';
  return undefined;
}
