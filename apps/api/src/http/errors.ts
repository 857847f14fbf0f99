import type { Labels, Language } from '@bidhall/domain/lang';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages.ts';

/** A message that is translated only when the answer is written, in the caller's language. */
export type Message = { key: MessageKey; params?: MessageParams } | { labels: Labels };

export function renderMessage(message: Message, lang: Language): string {
  return 'labels' in message ? message.labels[lang] : translate(message.key, lang, message.params);
}

/**
 * A problem with one or more input fields. A string is a zod message (already in the
 * caller's language) or a key of the contracts' validation messages.
 */
export type FieldProblem = { message: Message | string; members: string[] };

/** An error the caller is meant to read; status and flags follow ABP's conventions. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 429 | 500,
    readonly body: Message,
    readonly validationErrors: FieldProblem[] | null = null,
  ) {
    super('key' in body ? body.key : body.labels['en-US']);
    this.name = 'ApiError';
  }
}

export const badRequest = (body: Message, validationErrors: FieldProblem[]) =>
  new ApiError(400, body, validationErrors);
export const unauthorized = (key: MessageKey = 'auth.required') => new ApiError(401, { key });
export const forbidden = (key: MessageKey = 'auth.forbidden', params?: MessageParams) =>
  new ApiError(403, { key, params });
export const notFound = (id: number | string) => new ApiError(404, { key: 'error.entityNotFound', params: { id } });
/** An endpoint called with a verb it does not take; `verbs` are the ones it does. */
export const wrongVerb = (verbs: readonly string[]) =>
  new ApiError(405, { key: 'error.wrongVerb', params: { verbs: verbs.join(' / ') } });
export const tooManyRequests = (key: MessageKey, params?: MessageParams) => new ApiError(429, { key, params });
const refusals = new WeakSet<object>();

/** Marks an answer as a refusal the caller is meant to read (an ApiError), whatever its status. */
export function markRefusal(res: object): void {
  refusals.add(res);
}

/**
 * The level an answer is logged at: error for a fault (a 5xx nobody meant, or an error the
 * logger was handed), info for everything else. A business refusal's 500 (ABP's
 * UserFriendlyException) is the rules at work, not a fault: logged at info, so an alert on
 * error lines fires on faults only.
 */
export function answerLogLevel(res: object & { statusCode: number }, error?: unknown): 'error' | 'info' {
  return error || (res.statusCode >= 500 && !refusals.has(res)) ? 'error' : 'info';
}

/** ABP's UserFriendlyException: a business rule refused the call; nothing changed. */
export const userFriendly = (body: Message) => new ApiError(500, body);
export const fieldError = (key: MessageKey, member: string, params?: MessageParams) =>
  new ApiError(400, { key: 'error.validation' }, [{ message: { key, params }, members: [member] }]);
