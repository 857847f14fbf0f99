import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response, type Router } from 'express';
import { sql } from 'drizzle-orm';
import { resolveLanguage } from '@bidhall/domain/lang';
import type { AppDeps } from './context.ts';
import { ApiError } from './errors.ts';
import { openApiDocument } from './openapi.ts';
import { requestLog } from './request-log.ts';
import { errorHandler, sendError } from './respond.ts';
import { originGuard, securityHeaders } from './security-headers.ts';
import { serviceRoutes } from './service-routes.ts';
import { swaggerRouter } from './swagger-page.ts';
import { webAppRouter } from './web-app.ts';
import { fileTransfers } from '../modules/file/transfer.ts';
import { allServices } from '../services.ts';

export type ExpressAppOptions = {
  /** The built web app (apps/web/dist), served at / when present. */
  webDir?: string | undefined;
  /** Routes added after the app is built (the embedded gateway's /metrics), answered before the 404. */
  later?: Router;
};

/**
 * The REST api as one express app: every call is logged (pino-http) and gets the security
 * headers (helmet); a change from a foreign page is refused; then Swagger, health, the service
 * endpoints and file transfers, the web app, and the 404 of whatever nobody serves, all in the
 * ABP envelope. `createApp` (app.ts) gives it a server; tests call it through supertest.
 */
export function createExpressApp(deps: AppDeps, opts: ExpressAppOptions = {}): Express {
  const services = allServices(deps);
  const app = express();
  app.disable('x-powered-by');
  // Api answers are never stored (no-store), so a validator for them would serve nothing.
  app.set('etag', false);
  // node's querystring: a member sent twice arrives as a list, refused as such (singleQueryValues).
  app.set('query parser', 'simple');
  // X-Forwarded-For and -Proto are believed from nginx on the same host (the compose topology)
  // and nothing else, so a caller cannot name another address for itself.
  app.set('trust proxy', 'loopback');

  app.use(requestLog(deps.logger, { ignore: (url) => url === '/healthz' }));
  app.use(securityHeaders(deps.config));
  app.use(originGuard(deps.config));

  const openApi = openApiDocument(services, { title: '云采购一站式电子交易平台 API', version: '1.0' });
  app.get('/swagger/v1/swagger.json', (_req, res) => {
    res.json(openApi);
  });
  app.use(swaggerRouter(openApi, deps.config));
  app.get('/healthz', async (_req, res) => {
    try {
      await deps.db.execute(sql`select 1`);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  app.use(serviceRoutes(deps, services, fileTransfers));
  if (opts.later) app.use(opts.later);
  app.use('/api', notFound('error.notFound'));
  if (opts.webDir && existsSync(path.join(opts.webDir, 'index.html'))) app.use(webAppRouter(opts.webDir, deps.config));
  // Whatever nobody served: the same envelope as every other refusal.
  app.use(notFound('error.pageNotFound'));
  app.use(errorHandler(deps.logger));
  return app;
}

const notFound = (key: 'error.notFound' | 'error.pageNotFound') => (req: Request, res: Response) =>
  sendError(res, new ApiError(404, { key }), resolveLanguage(req.headers['accept-language']));
