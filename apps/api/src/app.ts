import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import swaggerUi from 'swagger-ui-express';
import { sql } from 'drizzle-orm';
import { resolveLanguage } from '@bidhall/domain/lang';
import type { AppDeps } from './http/context.ts';
import { ApiError } from './http/errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { requestLog } from './http/request-log.ts';
import { errorHandler, sendError } from './http/respond.ts';
import { serviceRouter } from './http/router.ts';
import { fileTransferRouter } from './modules/file/transfer.ts';
import { allServices } from './services.ts';

export type AppOptions = {
  /** The built web app (apps/web/dist), served at / when present. */
  webDir?: string | undefined;
};

/** The REST api as an Express app; `main.ts` gives it a server, tests call it directly. */
export function createApp(deps: AppDeps, opts: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLog(deps.logger, { ignore: (url) => url === '/healthz' }));

  const services = allServices(deps);
  const openApi = openApiDocument(services, { title: '云采购一站式电子交易平台 API', version: '1.0' });
  app.get('/swagger/v1/swagger.json', (_req, res) => {
    res.json(openApi);
  });
  app.use('/swagger', swaggerUi.serve, swaggerUi.setup(openApi));
  app.get('/healthz', async (_req, res) => {
    try {
      await deps.db.execute(sql`select 1`);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  app.use(fileTransferRouter(deps));
  app.use(serviceRouter(deps, services));
  app.use('/api', (req, res) => sendError(res, new ApiError(404, { key: 'error.notFound' }), resolveLanguage(req.headers['accept-language'])));
  if (opts.webDir && existsSync(path.join(opts.webDir, 'index.html'))) {
    app.use(express.static(opts.webDir, { index: 'index.html', maxAge: '1h' }));
  }
  app.use(errorHandler(deps.logger));
  return app;
}
