import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientAddress } from './client-address.ts';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: the caller's x-request-id, else a new one; echoed in the answer. */
    id: string;
    /** The logger of this request: every line carries its id. */
    log: Logger;
  }
}

/**
 * Gives each request its id and logger, and logs it once answered (method, url, caller's
 * address, status, milliseconds; 5xx as errors). The child logger is made only when something logs
 * through req.log, not for every request up front as pino-http does (docs/perf.md has its share of a
 * quote's time). Headers are not logged, so no token can reach a log line.
 */
export function requestLog(
  logger: Logger,
  opts: { ignore: (url: string) => boolean },
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) ?? randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    // Express rewrites req.url while a mounted router runs; the line names what was asked.
    const url = req.url ?? '/';
    if (opts.ignore(url)) return;
    const started = performance.now();
    res.once('finish', () => {
      const failed = res.statusCode >= 500;
      if (!logger.isLevelEnabled(failed ? 'error' : 'info')) return;
      const line = {
        reqId: id,
        req: { method: req.method, url, remoteAddress: clientAddress(req) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (failed) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    });
  };
}
