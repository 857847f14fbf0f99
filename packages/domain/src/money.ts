import Decimal from 'decimal.js';
import type { Labels, Language } from './lang.ts';
import { labelTree } from './texts.ts';
import moneyTexts from './locales/money.ts';

const TEXT = /* @__PURE__ */ labelTree(moneyTexts);

/**
 * Amounts are yuan with two decimals, computed in decimal (never binary floating point).
 * A private clone keeps our precision and rounding (四舍五入, half away from zero) without
 * touching the global Decimal configuration another library might rely on.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

/** What callers may hand in as an amount: a decimal string, a number or a Decimal. */
export type AmountInput = string | number | Decimal;

/** Exclusive upper bound: numeric(18,2) storage and the uppercase converter both end here. */
export const AMOUNT_LIMIT = new Money('1e15');

export type MoneyErrorCode = 'malformed' | 'not-finite' | 'too-many-decimals' | 'negative' | 'too-large';

export const MONEY_ERROR_MESSAGES: Readonly<Record<MoneyErrorCode, Labels>> = {
  malformed: TEXT.malformed,
  'not-finite': TEXT.notFinite,
  'too-many-decimals': TEXT.tooManyDecimals,
  negative: TEXT.negative,
  'too-large': TEXT.tooLarge,
};

/** A refused amount. `message` is English for logs; show `localizedMessage(lang)` to users. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode) {
    super(MONEY_ERROR_MESSAGES[code]['en-US']);
    this.code = code;
  }

  localizedMessage(lang: Language): string {
    return MONEY_ERROR_MESSAGES[this.code][lang];
  }
}

// Plain digits, or digits grouped by commas as formatAmount writes them; no exponent, no sign.
const PLAIN = /^\d+(\.\d+)?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Parses an amount: at least 0, below 1e15, at most two decimals (by value, so "1.50" and
 * "1.500" are the same amount). Throws MoneyError otherwise.
 */
export function parseAmount(input: AmountInput): Decimal {
  const value = toDecimal(input);
  if (value.isNegative() && !value.isZero()) throw new MoneyError('negative');
  if (value.gte(AMOUNT_LIMIT)) throw new MoneyError('too-large');
  if (value.decimalPlaces() > 2) throw new MoneyError('too-many-decimals');
  return value.isZero() ? new Money(0) : value;
}

/** Like parseAmount but answers with the error code instead of throwing. */
export function tryParseAmount(input: unknown): { ok: true; value: Decimal } | { ok: false; code: MoneyErrorCode } {
  try {
    if (typeof input !== 'string' && typeof input !== 'number' && !Decimal.isDecimal(input)) {
      return { ok: false, code: 'malformed' };
    }
    return { ok: true, value: parseAmount(input as AmountInput) };
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, code: error.code };
    throw error;
  }
}

// Accepts a leading minus so that the refusal can say "negative" rather than "malformed".
function toDecimal(input: AmountInput): Decimal {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyError('not-finite');
    return new Money(input);
  }
  if (typeof input === 'string') {
    const text = input.trim();
    const digits = text.startsWith('-') ? text.slice(1) : text;
    if (!PLAIN.test(digits) && !GROUPED.test(digits)) throw new MoneyError('malformed');
    return new Money(text.replaceAll(',', ''));
  }
  if (Decimal.isDecimal(input)) {
    if (!input.isFinite()) throw new MoneyError('not-finite');
    return new Money(input);
  }
  throw new MoneyError('malformed');
}

/** Rounds to cents, half away from zero, as the amount would be stored (numeric(18,2)). */
export function roundCents(value: AmountInput): Decimal {
  return toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The canonical wire form of an amount: plain digits with exactly two decimals ("1234.50"). */
export function amountToString(value: AmountInput): string {
  return isWireAmount(value) ? value : roundCents(value).toFixed(2);
}

// A non-negative amount already in the wire form (no leading zeros, exactly two decimals).
const WIRE_AMOUNT = /^(?:0|[1-9]\d*)\.\d\d$/;

function isWireAmount(value: AmountInput): value is string {
  return typeof value === 'string' && WIRE_AMOUNT.test(value);
}

/**
 * The numeric order of two amounts (-1, 0, 1). Two amounts in the wire form compare as text,
 * by length and then character, which is their numeric order: a ranking compares amounts on
 * every quote, in every client, and parsing each into a Decimal was most of that work.
 */
export function compareAmounts(a: AmountInput, b: AmountInput): number {
  if (isWireAmount(a) && isWireAmount(b))
    return a.length !== b.length ? Math.sign(a.length - b.length) : a < b ? -1 : a > b ? 1 : 0;
  return new Money(a).comparedTo(new Money(b));
}

/**
 * Display form: thousands separators and two decimals (1234567.5 -> "1,234,567.50").
 * Computed values (averages, scores) are rounded half up; negative values keep their sign.
 */
export function formatAmount(value: AmountInput): string {
  const rounded = roundCents(value);
  const [whole = '0', cents = '00'] = rounded.abs().toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded.isNegative() && !rounded.isZero() ? '-' : ''}${grouped}.${cents}`;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = [
  ['仟', 1000],
  ['佰', 100],
  ['拾', 10],
  ['', 1],
] as const;
const BIG_UNITS = [
  ['亿', 1e8],
  ['万', 1e4],
] as const;

/**
 * The uppercase (大写) form used on cheques and bid documents, per the People's Bank of China
 * rules for writing amounts (正确填写票据和结算凭证的基本规定):
 * - a run of zeros between two non-zero digits is written as one 零 (6007.14 -> 陆仟零柒元壹角肆分),
 *   also across 万/亿 groups (100000001 -> 壹亿零壹元整);
 * - a zero in the 万, 亿 or 元 place followed by a non-zero digit "may be written or not"; we
 *   omit it, the more common choice (107000.53 -> 壹拾万柒仟元伍角叁分);
 * - 角 zero with 分 non-zero always writes 零 after 元 (325.04 -> 叁佰贰拾伍元零肆分);
 * - 整 ends an amount with neither 角 nor 分; ten keeps its 壹 (10 -> 壹拾元整); 0 -> 零元整.
 * Refuses (MoneyError) what parseAmount refuses: negative, 1e15 or more, over two decimals.
 */
export function toChineseUppercase(amount: AmountInput): string {
  const [wholeText = '0', centsText = '00'] = parseAmount(amount).toFixed(2).split('.');
  // Below 1e15 the integer part is a safe integer, so plain number arithmetic is exact here.
  const whole = Number(wholeText);
  const jiao = Number(centsText[0]);
  const fen = Number(centsText[1]);
  if (whole === 0 && jiao === 0 && fen === 0) return '零元整';

  let text = whole > 0 ? `${integerWords(whole)}元` : '';
  if (jiao === 0 && fen === 0) return `${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (whole > 0) text += '零';
  if (fen > 0) text += `${DIGITS[fen]}分`;
  return text;
}

function integerWords(n: number): string {
  for (const [unit, size] of BIG_UNITS) {
    if (n < size) continue;
    const high = Math.floor(n / size);
    const low = n % size;
    const head = `${integerWords(high)}${unit}`;
    if (low === 0) return head;
    // The low part's leading zeros are a gap between non-zero digits: one 零.
    return `${head}${low < size / 10 ? '零' : ''}${integerWords(low)}`;
  }
  return belowTenThousand(n);
}

function belowTenThousand(n: number): string {
  let text = '';
  let gap = false;
  for (const [unit, size] of SMALL_UNITS) {
    const digit = Math.floor(n / size) % 10;
    if (digit === 0) {
      gap = text !== '';
      continue;
    }
    text += `${gap ? '零' : ''}${DIGITS[digit]}${unit}`;
    gap = false;
  }
  return text;
}
