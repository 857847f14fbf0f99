import express, { type RequestHandler } from 'express';
import { ApiError } from './errors.ts';

const badJson = () => new ApiError(400, { key: 'error.badJson' }, [{ message: { key: 'error.badJson' }, members: [] }]);
const bodyNotJson = () =>
  new ApiError(400, { key: 'error.bodyNotJson' }, [{ message: { key: 'error.bodyNotJson' }, members: [] }]);
const bodyTooLarge = () =>
  new ApiError(400, { key: 'error.bodyTooLarge' }, [{ message: { key: 'error.bodyTooLarge' }, members: [] }]);

/** application/json and the +json types. */
const JSON_TYPES = ['application/json', '+json'];

/** body-parser's refusals (their `type`), in the envelope. */
function refusal(error: unknown): unknown {
  switch ((error as { type?: unknown }).type) {
    case 'entity.too.large':
      return bodyTooLarge();
    case 'entity.parse.failed':
    case 'encoding.unsupported':
    case 'charset.unsupported':
    case 'request.size.invalid':
      return badJson();
    default:
      return error;
  }
}

/**
 * A JSON endpoint's body, as `req.body` (undefined when it sends none), by express.json in strict
 * mode: a body over `limitBytes`, not an object or array, in another charset than UTF-8 or
 * compressed (no client of ours compresses what it sends) is a 400 in the envelope. A body of
 * another type is a 400 too, rather than read as no body: a form or plain text sent by mistake
 * (curl -d, k6's http.post with an object) would otherwise reach the call as if the caller had
 * sent nothing, refused for fields it did send or, where every field is optional, done with
 * none of them.
 */
export function jsonBody(limitBytes: number): RequestHandler[] {
  const parsers: RequestHandler[] = [
    express.json({ limit: limitBytes, strict: true, inflate: false, type: JSON_TYPES }),
    // What express.json left unread (another type, or none) is read only to tell an empty body
    // from one the call cannot take.
    express.raw({ limit: limitBytes, inflate: false, type: () => true }),
  ];
  return [
    ...parsers.map(
      (parse): RequestHandler =>
        (req, res, next) =>
          parse(req, res, (error) => next(error && refusal(error))),
    ),
    (req, _res, next) => {
      if (!Buffer.isBuffer(req.body)) return next();
      const sent = req.body.length > 0;
      req.body = undefined;
      next(sent ? bodyNotJson() : undefined);
    },
  ];
}
