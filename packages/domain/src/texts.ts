import { LANGUAGES, type Labels, type Language } from './lang.ts';

/**
 * One area's texts in every language: a `locales/<lang>/<area>.ts` resource each, of the
 * reference language's (zh-CN's) shape, so a key missing in a language does not compile.
 */
export type InEveryLanguage<T> = Readonly<Record<Language, T>>;

type TextTree = { readonly [key: string]: string | TextTree };

/** An area's keys, each text as the labels of all four languages. */
export type LabelTree<T> = { readonly [K in keyof T]: T[K] extends string ? Labels : LabelTree<T[K]> };

/**
 * An area's texts regrouped by key, the shape the dictionaries carry (`labels[lang]`): the
 * resources stay one file per language and area, and a rule module reads them as labels.
 */
export function labelTree<T extends TextTree>(area: InEveryLanguage<T>): LabelTree<T> {
  return regroup(LANGUAGES.map((lang) => area[lang])) as LabelTree<T>;
}

/** The same node of each language's tree, in the order of LANGUAGES, as one node of labels. */
function regroup(nodes: readonly (string | TextTree)[]): object {
  const out: Record<string, unknown> = {};
  const [reference] = nodes;
  if (typeof reference === 'string') LANGUAGES.forEach((lang, i) => (out[lang] = nodes[i]));
  else for (const key of Object.keys(reference!)) out[key] = regroup(nodes.map((node) => (node as TextTree)[key]!));
  return out;
}

/**
 * A text with its `{{name}}` placeholders (i18next's form) filled from `params`; a name
 * without a value stays as written, so a missing parameter shows rather than vanishes.
 */
export function fillIn(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
