import type { z } from 'zod';
import type { Ack, AckErrorCode } from '@bidhall/contracts/realtime/protocol';
import { ApiFailure } from './api-client.ts';
import { errorText } from './messages.ts';

export type AckFn<T> = (answer: Ack<T>) => void;

export function fail<T>(code: AckErrorCode, lang: string | undefined, message?: string | null): Ack<T> {
  return { ok: false, error: { code, message: message ?? errorText(code, lang) } };
}

/** An api refusal keeps the api's own (already localised) message when it gave one. */
export function failFrom<T>(error: unknown, lang: string | undefined): Ack<T> {
  if (error instanceof ApiFailure) return fail(error.code, lang, error.apiMessage);
  return fail('internal', lang);
}

/**
 * Wraps a client request: the payload is parsed with its contract schema before anything else,
 * a missing ack callback is tolerated (nothing to answer), and a throw becomes an 'internal' ack.
 */
export function request<S extends z.ZodType, T>(
  schema: S,
  lang: string | undefined,
  handle: (payload: z.infer<S>) => Promise<Ack<T>> | Ack<T>,
  onError: (error: unknown) => void,
) {
  return async (payload: unknown, ack?: unknown) => {
    const answer = typeof ack === 'function' ? (ack as AckFn<T>) : () => {};
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return answer(fail('invalid-payload', lang));
    try {
      answer(await handle(parsed.data));
    } catch (error) {
      onError(error);
      answer(failFrom(error, lang));
    }
  };
}
