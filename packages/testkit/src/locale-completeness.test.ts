import { describe, expect, it } from 'vitest';
import { localeProblems } from './locale-completeness.ts';

const same = (text: object) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text, 'pt-BR': text });

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
    expect(localeProblems({ ...same({ a: 'x' }), 'zh-TW': { a: '{{n}} {m}' } })).toContain(
      'zh-TW a: placeholders n where zh-CN has ',
    );
    expect(localeProblems({ ...same({ a: '{{n}}' }), 'zh-TW': { a: '{{n}} {m}' } })).toEqual([
      'zh-TW a: a {name} i18next leaves as it is',
    ]);
  });
});
