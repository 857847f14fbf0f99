import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import express, { Router, type Express } from 'express';
import { sql } from 'drizzle-orm';
import { resolveLanguage } from '@bidhall/domain/lang';
import { TRUSTED_PROXIES } from './client-address.ts';
import type { AppDeps } from './context.ts';
import type { Service } from './endpoint.ts';
import { ApiError } from './errors.ts';
import { openApiDocument } from './openapi.ts';
import { requestLog } from './request-log.ts';
import { originGuard, securityHeaders } from './security-headers.ts';
import { swaggerRouter } from './swagger-page.ts';
import { webAppRouter } from './web-app.ts';
import { errorHandler, sendError } from './respond.ts';
import { serviceTable } from './router.ts';
import { fileTransfers } from '../modules/file/transfer.ts';
import { allServices } from '../services.ts';

export type ListenerOptions = {
  /** The built web app (apps/web/dist), served at / when present. */
  webDir?: string | undefined;
};

/**
 * The api's request listener, and a router for routes added later (the embedded gateway's
 * /metrics), answered before the fallthrough 404.
 */
export type App = RequestListener & { express: Router };

/**
 * The REST api: every call is logged; service endpoints and file transfers are answered
 * from one table on node's request and response (http/router.ts), and express serves the
 * rest: Swagger, health, the web app, the 404. `createApp` (app.ts) gives it a server; tests
 * call it through supertest.
 */
export function createListener(deps: AppDeps, opts: ListenerOptions = {}): App {
  const services = allServices(deps);
  const later = Router();
  const app = expressApp(deps, services, opts, later);
  const logRequest = requestLog(deps.logger, { ignore: (url) => url === '/healthz' });
  const answerService = serviceTable(deps, services, fileTransfers);
  const setHeaders = securityHeaders(deps.config);
  const sameSite = originGuard(deps.config);
  const listener: RequestListener = (req, res) => {
    logRequest(req, res);
    setHeaders(req, res);
    if (!sameSite(req)) {
      return sendError(
        res,
        new ApiError(403, { key: 'auth.foreignOrigin' }),
        resolveLanguage(req.headers['accept-language']),
      );
    }
    if (!answerService(req, res)) app(req, res);
  };
  return Object.assign(listener, { express: later });
}

function expressApp(deps: AppDeps, services: Service[], opts: ListenerOptions, later: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', TRUSTED_PROXIES);

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

  app.use(later);
  app.use('/api', (req, res) =>
    sendError(res, new ApiError(404, { key: 'error.notFound' }), resolveLanguage(req.headers['accept-language'])),
  );
  if (opts.webDir && existsSync(path.join(opts.webDir, 'index.html'))) app.use(webAppRouter(opts.webDir, deps.config));
  // Whatever nobody served: the same envelope as every other refusal.
  app.use((req, res) =>
    sendError(res, new ApiError(404, { key: 'error.pageNotFound' }), resolveLanguage(req.headers['accept-language'])),
  );
  app.use(errorHandler(deps.logger));
  return app;
}
