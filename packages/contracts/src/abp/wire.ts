import { z } from 'zod';

/**
 * What a value on the wire may be, one meaning each. A query string carries numbers as text,
 * so a number's plain decimal text is read as that number; nothing else is: "" is not 0,
 * `true` not 1, `[1]` not 1, "0x1", "1e3" and " 1" not numbers at all (zod's coerce reads
 * every one of them as a number).
 */
const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** `schema` (a number schema) given a JSON number or its plain decimal text. */
export function wireNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && NUMBER_TEXT.test(v) ? Number(v) : v), schema);
}

/** Database ids: positive 32-bit integers, as ABP's int keys. */
export const WireId = wireNumber(
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
);

/**
 * The times a call may name: years 1 to 9999, as the database and ISO 8601's four-digit years
 * hold them (JavaScript's dates reach year 275760, the database's text form does not).
 */
export const WIRE_TIME_RANGE = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

export const inWireTimeRange = (ms: number) =>
  Number.isFinite(ms) && ms >= WIRE_TIME_RANGE.min && ms <= WIRE_TIME_RANGE.max;

/** A time given as epoch milliseconds, within WIRE_TIME_RANGE. */
export const WireEpochMs = z.number().int().nonnegative().max(WIRE_TIME_RANGE.max, 'validation.dateTime');

/**
 * Where text in `value` holds a NUL character: the members' paths ("a.b.0"). No text field
 * means one, and the database refuses to store it, so every call refuses it at the door.
 */
export function membersWithNul(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  // A loop rather than flatMap: k6 loads this file at ES2017.
  const found: string[] = [];
  for (const [key, v] of entries) {
    if (key.includes('\u0000')) found.push(at(key.split('\u0000').join('\\0')));
    found.push(...membersWithNul(v, at(key)));
  }
  return found;
}
