import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import { translateValidationMessage } from '@bidhall/contracts/abp/validation-messages';
import { resolveLanguage, type Language } from '@bidhall/domain/lang';
import { ApiError, markRefusal, renderMessage, type FieldProblem } from './errors.ts';

export function sendResult(res: Response, result: unknown): void {
  const body: AjaxResponse<unknown> = {
    result: result ?? null,
    targetUrl: null,
    success: true,
    error: null,
    unAuthorizedRequest: false,
    __abp: true,
  };
  res.status(200).json(body);
}

export function sendError(res: Response, error: ApiError, lang: Language): void {
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
  res.status(error.status).json(body);
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
export function answerError(logger: Logger, error: unknown, req: Request, res: Response): void {
  if (res.headersSent) {
    // Too late for an envelope: the client must not take a cut answer for a whole one.
    (req.log ?? logger).error({ err: error }, 'failed after the answer had begun');
    res.destroy();
    return;
  }
  const lang = resolveLanguage(req.headers['accept-language']);
  if (error instanceof ApiError) {
    markRefusal(res);
    return sendError(res, error, lang);
  }
  // req.log carries the request id; a failure before the request log was set up has none.
  (req.log ?? logger).error({ err: error }, 'unexpected error');
  sendError(res, new ApiError(500, { key: 'error.generic' }), lang);
}

/** Express's last handler: answerError for the calls express serves. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => answerError(logger, error, req, res);
}
