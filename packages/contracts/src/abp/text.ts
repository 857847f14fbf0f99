import { z } from 'zod';

/**
 * Field rules shared by the api and the web forms. Messages are keys of
 * `validation-messages.ts`, translated into the user's language where they are shown.
 *
 * Plain-text fields (names, titles) accept letters of any script, digits and ordinary
 * punctuation only, so markup and SQL-like fragments are refused at the door rather than
 * escaped later. Rich text has its own sanitised type, not this one.
 */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} .,·&()（）\-_、，。:：/#@+]*$/u;

export function plainText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min, min > 0 ? 'validation.required' : undefined)
    .max(max, 'validation.tooLong')
    .regex(PLAIN_TEXT, 'validation.plainText');
}

export const UserName = z
  .string()
  .trim()
  .min(2, 'validation.userName')
  .max(64, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_.@-]+$/, 'validation.userName');

/** Specification section 5: password required, at least 6 characters. */
export const Password = z.string().min(6, 'validation.passwordMin').max(128, 'validation.tooLong');

export const EmailAddress = z.string().trim().max(256, 'validation.tooLong').pipe(z.email('validation.email'));

/** Mainland mobile numbers, or a landline with area code. */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, 'validation.phone');

/** 统一社会信用代码: 18 characters of digits and capital letters (no I, O, S, V, Z). */
export const CreditCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, 'validation.creditCode');

export const Reason = plainText(500);
