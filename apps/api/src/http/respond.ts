import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import { translateValidationMessage } from '@bidhall/contracts/abp/validation-messages';
import { resolveLanguage, type Language } from '@bidhall/domain/lang';
import { ApiError, renderMessage, type FieldProblem } from './errors.ts';
import { jsonText } from './json-text.ts';

export function sendResult(res: ServerResponse, result: unknown): void {
  const body: AjaxResponse<unknown> = {
    result: result ?? null,
    targetUrl: null,
    success: true,
    error: null,
    unAuthorizedRequest: false,
    __abp: true,
  };
  writeJson(res, 200, body);
}

/**
 * Writes an answer straight through node's response: one string, its length, its type. No
 * ETag or freshness check: the api's answers are not cached (a browser asks again), and
 * hashing every body is a visible share of a quote's CPU (docs/perf.md).
 */
function writeJson(res: ServerResponse, status: number, body: unknown): void {
  // Encoded once: its length and the bytes written come from the same buffer, where
  // byteLength and then end(text) walked a large answer (a 200-line standing) twice.
  const bytes = Buffer.from(jsonText(body), 'utf8');
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', bytes.length);
  // Node itself leaves the body out of the answer to a HEAD request.
  res.end(bytes);
}

export function sendError(res: ServerResponse, error: ApiError, lang: Language): void {
  const body: AjaxResponse<null> = {
    result: null,
    targetUrl: null,
    success: false,
    error: {
      code: 0,
      message: renderMessage(error.body, lang),
      details: null,
      validationErrors: error.validationErrors?.map((problem) => renderProblem(problem, lang)) ?? null,
    },
    unAuthorizedRequest: error.status === 401,
    __abp: true,
  };
  writeJson(res, error.status, body);
}

function renderProblem(problem: FieldProblem, lang: Language) {
  const message =
    typeof problem.message === 'string'
      ? translateValidationMessage(problem.message, lang)
      : renderMessage(problem.message, lang);
  return { message, members: problem.members };
}

/**
 * The answer to a failed call. Known errors become their ABP envelope; anything else is logged
 * with the request id and answered with a generic 500 that leaks no detail.
 */
export function answerError(logger: Logger, error: unknown, req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) {
    // Too late for an envelope: the client must not take a cut answer for a whole one.
    (req.log ?? logger).error({ err: error }, 'failed after the answer had begun');
    res.destroy();
    return;
  }
  const lang = resolveLanguage(req.headers['accept-language']);
  if (error instanceof ApiError) return sendError(res, error, lang);
  // req.log carries the request id; a failure before the request log was set up has none.
  (req.log ?? logger).error({ err: error }, 'unexpected error');
  sendError(res, new ApiError(500, { key: 'error.generic' }), lang);
}

/** Express's last handler: answerError for the calls express serves. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => answerError(logger, error, req, res);
}
