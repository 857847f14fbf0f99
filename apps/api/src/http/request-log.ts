import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
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

const APP_LOGGER = Symbol('the app logger a request logs through');
const REQUEST_LOGGER = Symbol("the request's own logger, once made");
type Logged = IncomingMessage & { [APP_LOGGER]?: Logger; [REQUEST_LOGGER]?: Logger };

/**
 * req.log is one getter on IncomingMessage's prototype, not a property defined on each request:
 * a request's own accessor gave every request a hidden class of its own, which V8 keeps outside
 * the young generation, and through its getter's closure the whole request outlived the next
 * minor collection and was promoted (the request log alone: 3.9 MB a minor collection at 1,000
 * calls a second, 0.07 MB now; docs/perf.md). A request the request log never saw has no log.
 */
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  enumerable: false,
  get(this: Logged): Logger | undefined {
    const app = this[APP_LOGGER];
    return app && (this[REQUEST_LOGGER] ??= app.child({ reqId: this.id }));
  },
});

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
    (req as Logged)[APP_LOGGER] = logger;
    res.setHeader('x-request-id', id);
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
