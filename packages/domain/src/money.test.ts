import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { LANGUAGES } from './lang.ts';
import {
  MONEY_ERROR_MESSAGES,
  MoneyError,
  amountToString,
  compareAmounts,
  formatAmount,
  parseAmount,
  toChineseUppercase,
  tryParseAmount,
} from './money.ts';

/**
 * An independent reader of uppercase amounts, written the other way round (by scanning
 * characters with a multiplier stack), so the property test does not check the converter
 * against itself. Returns the amount in fen as a bigint.
 */
function readUppercase(text: string): bigint {
  const digit: Record<string, bigint> = {
    零: 0n,
    壹: 1n,
    贰: 2n,
    叁: 3n,
    肆: 4n,
    伍: 5n,
    陆: 6n,
    柒: 7n,
    捌: 8n,
    玖: 9n,
  };
  const small: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
  if (text === '零元整') return 0n;
  let body = text;
  if (body.endsWith('整')) body = body.slice(0, -1);
  let yuan = 0n;
  let cents = 0n;
  const yuanAt = body.indexOf('元');
  const integerPart = yuanAt >= 0 ? body.slice(0, yuanAt) : '';
  const fraction = yuanAt >= 0 ? body.slice(yuanAt + 1) : body;

  let section = 0n; // below 万
  let wan = 0n; // the part multiplied by 万, before 亿 is seen
  let pending = 0n;
  for (const ch of integerPart) {
    if (ch in digit) pending = digit[ch]!;
    else if (ch in small) {
      section += pending * small[ch]!;
      pending = 0n;
    } else if (ch === '万') {
      wan += (section + pending) * 10_000n;
      section = 0n;
      pending = 0n;
    } else if (ch === '亿') {
      yuan += (wan + section + pending) * 100_000_000n;
      wan = 0n;
      section = 0n;
      pending = 0n;
    } else throw new Error(`unexpected ${ch}`);
  }
  yuan += wan + section + pending;

  for (const match of fraction.matchAll(/(零)?([壹贰叁肆伍陆柒捌玖])([角分])/g)) {
    cents += digit[match[2]!]! * (match[3] === '角' ? 10n : 1n);
  }
  return yuan * 100n + cents;
}

describe('parseAmount (rules.md "Money")', () => {
  it('accepts plain and grouped decimals with up to two decimals', () => {
    expect(parseAmount('1234.5').toFixed(2)).toBe('1234.50');
    expect(parseAmount('1,234,567.89').toFixed(2)).toBe('1234567.89');
    expect(parseAmount(' 12 ').toFixed(2)).toBe('12.00');
    expect(parseAmount(0).toFixed(2)).toBe('0.00');
    expect(parseAmount(new Decimal('9.90')).toFixed(2)).toBe('9.90');
    expect(parseAmount('1.500').toFixed(2)).toBe('1.50');
  });

  it.each([
    ['abc', 'malformed'],
    ['', 'malformed'],
    ['1e3', 'malformed'],
    ['1,23', 'malformed'],
    ['.5', 'malformed'],
    ['+5', 'malformed'],
    [Number.NaN, 'not-finite'],
    [Number.POSITIVE_INFINITY, 'not-finite'],
    ['1.234', 'too-many-decimals'],
    [0.1 + 0.2, 'too-many-decimals'],
    ['-1', 'negative'],
    [-0.01, 'negative'],
    ['1000000000000000', 'too-large'],
    [1e15, 'too-large'],
  ] as const)('refuses %s with %s', (input, code) => {
    expect(() => parseAmount(input)).toThrow(MoneyError);
    expect(tryParseAmount(input)).toEqual({ ok: false, code });
  });

  it('refuses values that are not amounts at all', () => {
    expect(tryParseAmount(null)).toEqual({ ok: false, code: 'malformed' });
    expect(tryParseAmount({})).toEqual({ ok: false, code: 'malformed' });
  });

  it('has a message for every error in every language', () => {
    for (const labels of Object.values(MONEY_ERROR_MESSAGES)) {
      for (const lang of LANGUAGES) expect(labels[lang].length).toBeGreaterThan(0);
    }
    const error = new MoneyError('negative');
    expect(error.localizedMessage('zh-CN')).toBe('金额不能为负数');
    expect(error.message).toBe(MONEY_ERROR_MESSAGES.negative['en-US']);
  });
});

describe('formatAmount (rules.md "Money")', () => {
  it.each([
    [1234567.5, '1,234,567.50'],
    [0, '0.00'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['12.345', '12.35'],
    ['-1234.5', '-1,234.50'],
    ['-0.001', '0.00'],
    [new Decimal('100000000'), '100,000,000.00'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('refuses what is not a number', () => {
    expect(() => formatAmount('x')).toThrow(MoneyError);
    expect(() => formatAmount(Number.NaN)).toThrow(MoneyError);
  });

  it('amountToString is the plain two-decimal wire form', () => {
    expect(amountToString('1,234.5')).toBe('1234.50');
    expect(amountToString(3)).toBe('3.00');
    expect(amountToString('0.50')).toBe('0.50');
    expect(amountToString('007.5')).toBe('7.50');
  });

  it('compareAmounts orders amounts numerically, in the wire form without parsing and otherwise through Decimal', () => {
    expect(compareAmounts('9.99', '10.00')).toBe(-1);
    expect(compareAmounts('100.00', '99.99')).toBe(1);
    expect(compareAmounts('12.50', '12.50')).toBe(0);
    expect(compareAmounts('0.05', '0.50')).toBe(-1);
    expect(compareAmounts('010.00', '9.00')).toBe(1);
    expect(compareAmounts(new Decimal('12.5'), '12.50')).toBe(0);
    expect(compareAmounts(-1, '0.00')).toBe(-1);
  });

  it('compareAmounts agrees with Decimal on any two wire-form amounts', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 17n - 1n });
    const wire = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(compareAmounts(wire(a), wire(b))).toBe(new Decimal(wire(a)).comparedTo(new Decimal(wire(b))));
      }),
    );
  });
});

describe('toChineseUppercase (rules.md "Money")', () => {
  it.each([
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100, '壹佰元整'],
    [0, '零元整'],
    [10, '壹拾元整'],
    [10.05, '壹拾元零伍分'],
    [0.05, '伍分'],
    [0.5, '伍角'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [107000.53, '壹拾万柒仟元伍角叁分'],
    [16409.02, '壹万陆仟肆佰零玖元零贰分'],
    [325.04, '叁佰贰拾伍元零肆分'],
    [100010, '壹拾万零壹拾元整'],
    [100000001, '壹亿零壹元整'],
    [101000000, '壹亿零壹佰万元整'],
    [110000000, '壹亿壹仟万元整'],
    [1e12, '壹万亿元整'],
    [1e12 + 1e4, '壹万亿零壹万元整'],
    [1_0001_0000_0000, '壹万零壹亿元整'],
    ['999999999999999.99', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(toChineseUppercase(input)).toBe(expected);
  });

  it.each([[-1], ['1000000000000000'], [Number.NaN], ['12.345'], ['1,2']] as const)('refuses %s', (input) => {
    expect(() => toChineseUppercase(input)).toThrow(MoneyError);
  });

  const amountInFen = fc.bigInt({ min: 0n, max: 10n ** 17n - 1n });
  const asText = (fen: bigint) => `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;

  it('reads back to the same amount (independent parser)', () => {
    fc.assert(
      fc.property(amountInFen, (fen) => {
        expect(readUppercase(toChineseUppercase(asText(fen)))).toBe(fen);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back amounts made of sparse digits, where the zero rules matter', () => {
    const sparse = fc
      .array(fc.constantFrom('0', '0', '0', '1', '5', '9'), { minLength: 17, maxLength: 17 })
      .map((digits) => BigInt(digits.join('')));
    fc.assert(
      fc.property(sparse, (fen) => {
        const text = toChineseUppercase(asText(fen));
        expect(readUppercase(text)).toBe(fen);
        if (fen > 0n) expect(text).not.toMatch(/零零|零[元万亿整]|^零/);
        expect(text.endsWith('整')).toBe(fen % 100n === 0n);
      }),
      { numRuns: 2000 },
    );
  });
});
