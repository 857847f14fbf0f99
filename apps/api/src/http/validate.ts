import { z } from 'zod';
import { LANGUAGES, type Language } from '@bidhall/domain/lang';
import { isValidationMessageKey } from '@bidhall/contracts/abp/validation-messages';
import { membersWithNul } from '@bidhall/contracts/abp/wire';
import { ZOD_LOCALES } from '../locales/zod.ts';
import { badRequest, type FieldProblem } from './errors.ts';

type ParseContext = { error: z.core.$ZodErrorMap; async: false };
const contextOf = (locale: () => { localeError: z.core.$ZodErrorMap }): ParseContext => ({
  error: locale().localeError,
  async: false,
});

/**
 * zod's own messages in the caller's language (our message keys are translated later), one
 * parse context per language, made once. Each holds `async: false` already: zod copies the
 * context it is given and adds `async` to the copy (`{ ...ctx, async: false }`), and V8 (Node 20)
 * gives an object spread with a property added after it a hidden class of its own on every run.
 * A key the copy has already is only overwritten, which keeps the copy's shape.
 */
const contexts = LANGUAGES.map((lang) => [lang, contextOf(ZOD_LOCALES[lang])] as const);
const PARSE_CONTEXTS = Object.fromEntries(contexts) as Record<Language, ParseContext>;

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, lang: Language): z.output<S> {
  const withNul = membersWithNul(input);
  if (withNul.length > 0)
    throw badRequest(
      { key: 'error.validation' },
      withNul.map((member) => ({ message: 'validation.nulCharacter', members: [member] })),
    );
  const result = schema.safeParse(input, PARSE_CONTEXTS[lang]);
  if (result.success) return result.data;
  throw badRequest({ key: 'error.validation' }, toFieldProblems(result.error, input));
}

/** `input`: what was parsed, to say what is wrong with a member in the user's words. */
function toFieldProblems(error: z.ZodError, input?: unknown): FieldProblem[] {
  return error.issues.map((issue) => ({
    message: plainMessage(issue, input) ?? issue.message,
    members: issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')],
  }));
}

/**
 * zod calls a member left out, and a number sent as words, the wrong type ("expected number,
 * received NaN" when a query id was coerced from nothing or from "abc") or no match for a union,
 * and a required text sent empty too short ("expected string to have >=1 characters"). The user
 * needs to hear that it is required, or that it must be a number.
 */
function plainMessage(issue: z.core.$ZodIssue, input: unknown): 'validation.required' | 'validation.number' | null {
  // A schema that says in its own words what an empty text lacks (validation.reasonRequired) keeps them.
  const emptyText =
    issue.code === 'too_small' &&
    issue.origin === 'string' &&
    Number(issue.minimum) === 1 &&
    !isValidationMessageKey(issue.message);
  // A member left out whose schema is a union (a time as epoch ms or ISO text) is reported as
  // matching none of its options: missing all the same.
  const wrongKind = issue.code === 'invalid_type' || issue.code === 'invalid_union';
  if ((!wrongKind && !emptyText) || issue.path.length === 0) return null;
  let value = input;
  for (const key of issue.path) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  // Blank is empty: a trimmed text sent as spaces fails its minimum as "" does.
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return 'validation.required';
  return issue.code === 'invalid_type' && issue.expected === 'number' && typeof value === 'string'
    ? 'validation.number'
    : null;
}

/**
 * A query string's members, each given once: a member given twice has no one meaning (the
 * first? the last? both?), so it is refused rather than guessed.
 */
export function singleQueryValues(query: Record<string, unknown>): Record<string, unknown> {
  const repeated = Object.keys(query).filter((key) => Array.isArray(query[key]));
  if (repeated.length > 0)
    throw badRequest(
      { key: 'error.validation' },
      repeated.map((member) => ({ message: 'validation.repeatedQueryMember', members: [member] })),
    );
  return query;
}

/**
 * ABP clients send query keys in PascalCase (SkipCount) or camelCase (skipCount); both map
 * onto the schema's own spelling. Unknown keys stay as they are, so a strict schema refuses them.
 */
export function normaliseQueryKeys(schema: z.ZodType, query: Record<string, unknown>): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : undefined;
  if (!shape) return query;
  const byLower = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) out[byLower.get(key.toLowerCase()) ?? key] = value;
  return out;
}
