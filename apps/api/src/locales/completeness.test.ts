import { describe, expect, it } from 'vitest';
import { localeProblems } from '@bidhall/testkit/locale-completeness';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { RESOURCES } from './index.ts';

describe("the api's texts in every language", () => {
  it('has every key in every language, none empty, with the same placeholders', () => {
    expect(localeProblems(RESOURCES)).toEqual([]);
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
