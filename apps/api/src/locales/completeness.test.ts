import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bidhall/domain/lang';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { RESOURCES } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const keysOf = (lang: (typeof LANGUAGES)[number]) => flatten(RESOURCES[lang] as unknown as Tree);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("the api's texts in every language", () => {
  const union = new Set(LANGUAGES.flatMap((lang) => [...keysOf(lang).keys()]));

  it.each(LANGUAGES)('%s has every key, none empty', (lang) => {
    const keys = keysOf(lang);
    const missing = [...union].filter((k) => !keys.has(k));
    const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(missing, `missing in ${lang}`).toEqual([]);
    expect(empty, `empty in ${lang}`).toEqual([]);
  });

  it('every language keeps the same placeholders, and none is left in the old {name} form', () => {
    const base = keysOf('zh-CN');
    for (const lang of LANGUAGES) {
      const keys = keysOf(lang);
      for (const [key, text] of base) {
        expect(placeholders(keys.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
        expect(keys.get(key)!.replace(/{{\s*\w+\s*}}/g, ''), `${lang} ${key}`).not.toMatch(/{\w+}/);
      }
    }
  });

  it('translates a key in the language asked, its parameters filled as they are', () => {
    const key = 'error.wrongVerb' satisfies MessageKey;
    expect(translate(key, 'en-US', { verbs: 'GET / POST' })).toBe('This api is called with GET / POST');
    expect(translate(key, 'zh-CN', { verbs: 'POST' })).toBe('此接口须以 POST 方式调用');
    expect(translate('error.unknownField', 'pt-BR', { field: '<b>&"x"' })).toBe(
      'Não é possível filtrar ou ordenar por <b>&"x"',
    );
  });
});
