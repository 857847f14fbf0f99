import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bidhall/domain/lang';
import { allRoutes } from '../routes/table';
import enUS from './en-US';
import ptBR from './pt-BR';
import zhCN from './zh-CN';
import zhTW from './zh-TW';

const RESOURCES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } as const;

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

describe('i18n completeness', () => {
  const union = new Set(LANGUAGES.flatMap((lang) => [...keysOf(lang).keys()]));

  it.each(LANGUAGES)('%s has every key, none empty', (lang) => {
    const keys = keysOf(lang);
    const missing = [...union].filter((k) => !keys.has(k));
    const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(missing, `missing in ${lang}`).toEqual([]);
    expect(empty, `empty in ${lang}`).toEqual([]);
  });

  it('every language keeps the same placeholders', () => {
    const base = keysOf('zh-CN');
    for (const lang of LANGUAGES) {
      const keys = keysOf(lang);
      for (const [key, text] of base)
        expect(placeholders(keys.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });

  it.each(['en-US', 'pt-BR'] as const)('%s writes no Chinese full-width punctuation', (lang) => {
    const chinese = [...keysOf(lang)].filter(([, text]) => /[：，；（）。]/.test(text)).map(([key]) => key);
    expect(chinese).toEqual([]);
  });

  it('every route name and menu group has a title in every language', () => {
    const names = new Set(allRoutes().map((e) => `menu.${e.route.name}`));
    for (const group of ['bid', 'research', 'userManage', 'portal']) names.add(`menu.group.${group}`);
    for (const lang of LANGUAGES) {
      const keys = keysOf(lang);
      expect(
        [...names].filter((n) => !keys.has(n)),
        lang,
      ).toEqual([]);
    }
  });
});
