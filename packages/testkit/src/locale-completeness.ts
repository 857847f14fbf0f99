import { LANGUAGES, type Language } from '@bidhall/domain/lang';

type Tree = { [key: string]: string | Tree };

/** Every text of a resource tree by its dotted key (`area.name`). */
export function flattenTexts(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenTexts(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a workspace's locales: keys one language has and another lacks, empty
 * texts, placeholders that differ from the reference language's (zh-CN), and placeholders in
 * the single-brace form i18next does not fill. Empty when every language is complete.
 */
export function localeProblems(resources: Record<Language, object>): string[] {
  const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, flattenTexts(resources[lang])])) as Record<
    Language,
    Map<string, string>
  >;
  const union = new Set(LANGUAGES.flatMap((lang) => [...texts[lang].keys()]));
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    for (const key of union) {
      const text = texts[lang].get(key);
      const reference = texts['zh-CN'].get(key) ?? '';
      if (text === undefined) problems.push(`${lang} ${key}: missing`);
      else if (text.trim() === '') problems.push(`${lang} ${key}: empty`);
      else if (placeholders(text).join() !== placeholders(reference).join())
        problems.push(
          `${lang} ${key}: placeholders ${placeholders(text).join()} where zh-CN has ${placeholders(reference).join()}`,
        );
      else if (/{\w+}/.test(text.replace(/{{\s*\w+\s*}}/g, '')))
        problems.push(`${lang} ${key}: a {name} i18next leaves as it is`);
    }
  }
  return problems;
}
