import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { answerLogLevel } from './errors.ts';

/** What a request line carries of the request: no headers, so no token can reach a log. */
type LoggedRequest = { method: string; url: string; remoteAddress: string | undefined; raw: Request };

/**
 * pino-http: each request gets an id (the caller's x-request-id, else a new one, echoed in the
 * answer) and `req.log`, whose lines carry that id; once answered it is logged once (method,
 * url, the caller's address as express's trust decides it, status, milliseconds; faults as errors, a business refusal's 500 at info: errors.ts).
 */
export function requestLog(logger: Logger, opts: { ignore: (url: string) => boolean }): HttpLogger<Request, Response> {
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = req.get('x-request-id')?.slice(0, 64) || randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => opts.ignore(req.originalUrl) },
    customLogLevel: (_req, res, error) => answerLogLevel(res, error),
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: req.url, remoteAddress: req.raw.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
