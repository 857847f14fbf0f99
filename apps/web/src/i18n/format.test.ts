import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';

describe('formatsFor', () => {
  it('writes money with each locale’s separators, exactly for large amounts', () => {
    expect(formatsFor('zh-CN').money('24200')).toBe('24,200.00');
    expect(formatsFor('zh-TW').money('24200')).toBe('24,200.00');
    expect(formatsFor('en-US').money('24200')).toBe('24,200.00');
    expect(formatsFor('pt-BR').money('24200')).toBe('24.200,00');
    expect(formatsFor('pt-BR').money('999999999999999.99')).toBe('999.999.999.999.999,99');
    expect(formatsFor('en-US').money(null)).toBe('-');
    expect(formatsFor('zh-CN').money('1.005')).toBe('1.01');
  });

  it('writes counts and rates per locale', () => {
    expect(formatsFor('pt-BR').number(12345)).toBe('12.345');
    expect(formatsFor('en-US').number(12.5, 1)).toBe('12.5');
    expect(formatsFor('pt-BR').quote('12.50', true)).toBe('12,50%');
    expect(formatsFor('pt-BR').percent('6.8')).toBe('6,8%');
    expect(formatsFor('zh-CN').percent('10.0')).toBe('10.0%');
    expect(formatsFor('en-US').percent('12')).toBe('12%');
    expect(formatsFor('zh-TW').quote('97000', false)).toBe('97,000.00');
  });

  it('keeps the platform’s date style in every language', () => {
    const at = new Date(2026, 10, 25, 18, 19, 19).getTime();
    for (const lang of ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const) {
      expect(formatsFor(lang).dateTime(at)).toBe('2026-11-25 18:19:19');
      expect(formatsFor(lang).dateMinute(new Date(at).toISOString())).toBe('2026-11-25 18:19');
      expect(formatsFor(lang).dateTime(null)).toBe('-');
      expect(formatsFor(lang).timeOfDay(at)).toBe('18:19:19');
    }
  });

  it('writes the amount in words in simplified or traditional characters, and only in Chinese', () => {
    expect(formatsFor('zh-CN').uppercase('220000')).toBe('贰拾贰万元整');
    expect(formatsFor('zh-TW').uppercase('220000')).toBe('貳拾貳萬元整');
    expect(formatsFor('zh-TW').uppercase('300060000.30')).toBe('參億零陸萬元參角');
    expect(formatsFor('en-US').uppercase('1234.56')).toBeNull();
    expect(formatsFor('pt-BR').uppercase('1234.56')).toBeNull();
  });
});
