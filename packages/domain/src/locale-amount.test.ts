import { describe, expect, it } from 'vitest';
import { canonicalAmount } from './locale-amount.ts';

describe('canonicalAmount: an amount in the user language own format', () => {
  it.each([
    ['pt-BR', '98.800,00', '98800.00'],
    ['pt-BR', '98800,5', '98800.5'],
    ['pt-BR', '1.234.567,89', '1234567.89'],
    ['pt-BR', '98.800', '98800'],
    ['pt-BR', '98800.00', '98800.00'],
    ['en-US', '98,800.00', '98800.00'],
    ['en-US', '1,234,567.8', '1234567.8'],
    ['en-US', '98800', '98800'],
    ['zh-CN', '98800.00', '98800.00'],
    ['zh-CN', '98,800.00', '98800.00'],
    ['zh-CN', '９８８００．５', '98800.5'],
    ['zh-TW', ' 98 800.00 ', '98800.00'],
    ['en-US', '-5.00', '-5.00'],
  ] as const)('%s reads %s as %s', (lang, typed, canonical) => {
    expect(canonicalAmount(typed, lang)).toBe(canonical);
  });

  it.each([
    ['en-US', '98.800,00'],
    ['pt-BR', '98,800.00'],
    ['en-US', '9,88,00.00'],
    ['zh-CN', '12abc'],
    ['pt-BR', '1.2.3'],
    ['zh-CN', ''],
  ] as const)('%s leaves %s for the money rules to refuse', (lang, typed) => {
    expect(canonicalAmount(typed, lang)).toBe(typed.trim());
  });
});
