import {
  CLIENT_EVENTS,
  type ClientEventName,
  type ClientPayload,
  type ClientRequest,
  type ClientResult,
} from '@bidhall/contracts/realtime/events';
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
 * The ack callback of a request, or a no-op when the client sent none: the event map types the
 * arguments, but they come from the client and so are only what it chose to send.
 */
export function ackOf<T>(ack: AckFn<T> | undefined): AckFn<T> {
  return typeof ack === 'function' ? ack : () => {};
}

/**
 * The handler of client request `event`, typed by the contract's event map: the payload is
 * parsed with the event's schema before anything else (the client is untrusted, whatever its
 * type says), a missing ack callback is tolerated, and a throw becomes an 'internal' ack.
 */
export function request<E extends ClientEventName>(
  event: E,
  lang: string | undefined,
  handle: (payload: ClientPayload<E>) => Promise<Ack<ClientResult<E>>> | Ack<ClientResult<E>>,
  onError: (error: unknown) => void,
): ClientRequest<E> {
  const schema = CLIENT_EVENTS[event].payload;
  // Returned unnamed: made for every socket, and a named one would be renamed by tsx's
  // keepNames (`__name`), which leaves each in dictionary mode (~250 bytes a socket each).
  return async (payload: unknown, ack?: AckFn<ClientResult<E>>) => {
    const answer = ackOf(ack);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return answer(fail('invalid-payload', lang));
    try {
      // The schema is CLIENT_EVENTS[E].payload, whose output is ClientPayload<E> by definition;
      // TypeScript does not follow a generic index through z.infer.
      answer(await handle(parsed.data as ClientPayload<E>));
    } catch (error) {
      onError(error);
      answer(failFrom(error, lang));
    }
  };
}
