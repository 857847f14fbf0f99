import { describe, expect, it } from 'vitest';
import { localeProblems } from '@bidhall/testkit/locale-completeness';
import { errorText } from '../messages.ts';
import { RESOURCES } from './index.ts';

describe("the gateway's texts in every language", () => {
  it('has every key in every language, none empty, with the same placeholders', () => {
    expect(localeProblems(RESOURCES)).toEqual([]);
  });

  it("answers in the caller's language, its parameters filled", () => {
    expect(errorText('too-many-sockets', 'en-US', { max: 5 })).toBe(
      'Too many live connections for this account (at most 5); close other pages and try again',
    );
    expect(errorText('token-missing', 'zh-Hant')).toBe('未登入');
    expect(errorText('origin', undefined)).toBe('来源不被允许');
  });
});
