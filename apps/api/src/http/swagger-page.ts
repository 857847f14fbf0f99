import { createHash } from 'node:crypto';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { cspHeader } from '@bidhall/domain/security-policy';
import type { Config } from '../config.ts';

/**
 * Swagger UI under the platform's CSP. Its scripts are files; its page carries two fixed
 * <style> blocks, allowed by their hashes rather than by 'unsafe-inline'.
 */
export function swaggerRouter(openApi: object, config: Config): Router {
  const html = swaggerUi.generateHTML(openApi);
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
  );
  const csp = cspHeader({ connectOrigins: config.cspConnectOrigins, styleHashes: hashes });
  const router = Router();
  router.use('/swagger', (_req, res, next) => {
    res.setHeader('content-security-policy', csp);
    next();
  });
  router.use('/swagger', swaggerUi.serve, swaggerUi.setup(openApi));
  return router;
}
