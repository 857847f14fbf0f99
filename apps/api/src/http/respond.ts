import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import { translateValidationMessage } from '@bidhall/contracts/abp/validation-messages';
import { resolveLanguage, type Language } from '@bidhall/domain/lang';
import { ApiError, renderMessage, type FieldProblem } from './errors.ts';

export function sendResult(res: Response, result: unknown): void {
  const body: AjaxResponse<unknown> = { result: result ?? null, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
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
  const message = typeof problem.message === 'string' ? translateValidationMessage(problem.message, lang) : renderMessage(problem.message, lang);
  return { message, members: problem.members };
}

/**
 * The last handler. Known errors become their ABP envelope; body-parser's refusals become
 * a 400; anything else is logged with the request id and answered with a generic 500 that
 * leaks no detail.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const lang = resolveLanguage(req.headers['accept-language']);
    if (error instanceof ApiError) return sendError(res, error, lang);
    const parserError = error as { type?: string; status?: number };
    if (parserError.type === 'entity.too.large') {
      return sendError(res, new ApiError(400, { key: 'error.bodyTooLarge' }, [{ message: { key: 'error.bodyTooLarge' }, members: [] }]), lang);
    }
    if (parserError.type === 'entity.parse.failed' || parserError.type === 'encoding.unsupported' || parserError.type === 'charset.unsupported') {
      return sendError(res, new ApiError(400, { key: 'error.badJson' }, [{ message: { key: 'error.badJson' }, members: [] }]), lang);
    }
    // req.log carries the request id; a failure before the request log was set up has none.
    (req.log ?? logger).error({ err: error }, 'unexpected error');
    sendError(res, new ApiError(500, { key: 'error.generic' }), lang);
  };
}
