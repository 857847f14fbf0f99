import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import {
  CACHE_CONTROL,
  CSP_NONCE_PLACEHOLDER,
  HASHED_ASSET,
  SCREEN_PAGE_PATH,
  cspHeader,
} from '@bidhall/domain/security-policy';
import type { Config } from '../config.ts';

/**
 * The built web app. index.html is read once and every answer gets a fresh nonce in place of
 * the build's placeholder (script, antd's style elements, the csp-nonce meta) and in its CSP,
 * so an injected <style> or <script> without it does nothing. The page is revalidated on
 * every visit, so a release is seen at once; hashed assets are kept for a year.
 */
export function webAppRouter(webDir: string, config: Config): Router {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const parts = html.split(CSP_NONCE_PLACEHOLDER);

  const page = (frameAncestors: readonly string[]) => (_req: Request, res: Response) => {
    const nonce = randomBytes(18).toString('base64url');
    res.setHeader(
      'content-security-policy',
      cspHeader({ nonce, connectOrigins: config.cspConnectOrigins, frameAncestors }),
    );
    // frame-ancestors decides for every browser that knows it; DENY would contradict it.
    if (frameAncestors.length > 0) res.removeHeader('x-frame-options');
    res.setHeader('cache-control', CACHE_CONTROL.page);
    res.type('html').send(parts.join(nonce));
  };

  const router = Router();
  router.get(['/', '/index.html'], page([]));
  // The big screen's page: the same app, framable by the control room's configured origins only.
  router.get(SCREEN_PAGE_PATH, page(config.screenFrameAncestors));
  router.use(
    express.static(webDir, {
      index: false,
      setHeaders: (res, file) => {
        const rel = path.relative(webDir, file).split(path.sep).join('/');
        res.setHeader('cache-control', HASHED_ASSET.test(rel) ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.page);
      },
    }),
  );
  return router;
}
