import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@bidhall/domain/lang';
import { DOMAIN_RESOURCES } from '@bidhall/domain/locales/index';
import validationTexts from '@bidhall/contracts/locales/validation';
import { localeProblems } from './locale-completeness.ts';

const same = (text: object) => Object.fromEntries(LANGUAGES.map((lang) => [lang, text])) as Record<Language, object>;
/** The language a case makes differ from the others. */
const TRADITIONAL: Language = 'zh-TW';

describe('localeProblems', () => {
  it('finds nothing in complete locales', () => {
    expect(localeProblems(same({ a: { b: '{{n}} 个' } }))).toEqual([]);
  });

  it('names a missing key, an empty text, a changed placeholder and a single-brace one', () => {
    const resources = {
      ...same({ a: { b: '{{n}} 个', c: 'x' } }),
      'en-US': { a: { b: '{{m}} items' } },
      'pt-BR': { a: { b: '{n} itens', c: ' ' } },
    };
    expect(localeProblems(resources)).toEqual([
      'en-US a.b: placeholders m where zh-CN has n',
      'en-US a.c: missing',
      'pt-BR a.b: placeholders  where zh-CN has n',
      'pt-BR a.c: empty',
    ]);
    expect(localeProblems({ ...same({ a: 'x' }), [TRADITIONAL]: { a: '{{n}} {m}' } })).toContain(
      'zh-TW a: placeholders n where zh-CN has ',
    );
    expect(localeProblems({ ...same({ a: '{{n}}' }), [TRADITIONAL]: { a: '{{n}} {m}' } })).toEqual([
      'zh-TW a: a {name} i18next leaves as it is',
    ]);
  });
});

describe('the texts the rules and the contracts carry', () => {
  it('has every key in every language, none empty, with the same placeholders', () => {
    expect(localeProblems(DOMAIN_RESOURCES)).toEqual([]);
    expect(localeProblems(validationTexts)).toEqual([]);
  });
});
