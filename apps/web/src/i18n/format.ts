import dayjs from 'dayjs';
import { roundCents, toChineseUppercase, type AmountInput } from '@bidhall/domain/money';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bidhall/domain/lang';

/** The platform's date style in every language (Intl's slash forms would differ per locale). */
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DATE_MINUTE = 'YYYY-MM-DD HH:mm';
const TIME_OF_DAY = 'HH:mm:ss';

// 大写 in traditional characters: only these differ from the simplified forms.
const TRADITIONAL: Record<string, string> = { 贰: '貳', 叁: '參', 陆: '陸', 万: '萬', 亿: '億' };

export interface Formats {
  /** A count or plain number with the locale's grouping (12,345 / 12.345). */
  number: (value: number, fractionDigits?: number) => string;
  /** An amount to the cent with the locale's separators (24,200.00 / 24.200,00); '-' when missing. */
  money: (value: AmountInput | null | undefined) => string;
  /** A decimal string ("8.5", "6.80") in the locale's figures, its places kept. */
  decimal: (value: string) => string;
  /** A rate the api sends as a decimal string ("6.8"), its places kept, with the percent sign. */
  percent: (value: string) => string;
  /** A quote: an amount, or a discount rate with its percent sign. */
  quote: (value: string, byRate: boolean) => string;
  /** An instant as the platform writes it, `2026-11-25 18:19:19`; '-' when missing. */
  dateTime: (value: number | string | null | undefined) => string;
  /** The same to the minute. */
  dateMinute: (value: number | string | null | undefined) => string;
  /** The time of day alone, `18:19:19`, where the date is plain from the context. */
  timeOfDay: (value: number | string | null | undefined) => string;
  /**
   * The amount in words as Chinese cheques write it (大写): simplified in zh-CN, traditional in
   * zh-TW; null in the other languages, whose readers write figures alone.
   */
  uppercase: (value: AmountInput) => string | null;
}

const cache = new Map<Language, Formats>();

/** One formatter per locale (Intl for numbers; dates keep the platform's own style). */
export function formatsFor(lang: Language): Formats {
  const held = cache.get(lang);
  if (held) return held;
  const money = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let f = numbers.get(digits);
    if (!f)
      numbers.set(
        digits,
        (f = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })),
      );
    return f;
  };
  const date = (pattern: string) => (value: number | string | null | undefined) =>
    value === null || value === undefined || value === '' ? '-' : dayjs(value).format(pattern);
  // A decimal string keeps every digit (Intl formats strings exactly, numbers as doubles).
  const moneyOf = (value: AmountInput) => money.format(roundCents(value).toFixed(2) as unknown as number);
  // Intl formats a string exactly; its places are the string's own.
  const decimal = (value: string) => numberFormat(value.split('.')[1]?.length ?? 0).format(value as unknown as number);
  const formats: Formats = {
    number: (value, fractionDigits = 0) => numberFormat(fractionDigits).format(value),
    money: (value) => (value === null || value === undefined || value === '' ? '-' : moneyOf(value)),
    decimal,
    percent: (value) => `${decimal(value)}%`,
    quote: (value, byRate) => (byRate ? `${numberFormat(2).format(value as unknown as number)}%` : moneyOf(value)),
    dateTime: date(DATE_TIME),
    dateMinute: date(DATE_MINUTE),
    timeOfDay: date(TIME_OF_DAY),
    uppercase: (value) => {
      if (lang !== 'zh-CN' && lang !== 'zh-TW') return null;
      const simplified = toChineseUppercase(value);
      return lang === 'zh-TW' ? simplified.replace(/[贰叁陆万亿]/g, (c) => TRADITIONAL[c]!) : simplified;
    },
  };
  cache.set(lang, formats);
  return formats;
}

/** The formats of the language the app shows now. */
// Read from i18next itself: importing the app's i18n setup here would move it into a chunk of its
// own and grow the login page's download.
export const fmt = (): Formats => formatsFor(isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);
