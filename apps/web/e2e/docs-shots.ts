import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** The README's screenshots (committed): apps/web/docs. */
export const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
mkdirSync(DOCS, { recursive: true });

/** The README's pictures are written only when WEB_DOC_SHOTS=1, so normal runs leave them alone. */
export const WRITE_DOCS = process.env.WEB_DOC_SHOTS === '1';

/** The walks' pictures of each step, for the README. */
export const PROCUREMENT_DOCS = path.join(DOCS, 'procurement');

/**
 * A walk's README pictures, numbered in step order: what the page's window shows, at half size
 * (Chromium's capture scale) so that a picture stays a few dozen KB.
 */
export function docShooter(walk: string) {
  let n = 0;
  return async (page: Page, name: string) => {
    n += 1;
    if (!WRITE_DOCS) return;
    mkdirSync(PROCUREMENT_DOCS, { recursive: true });
    const viewport = page.viewportSize() ?? { width: 1366, height: 900 };
    // The clip is in the document's coordinates: the part of the page scrolled into view.
    const [x, y] = await page.evaluate(() => [window.scrollX, window.scrollY]);
    const cdp = await page.context().newCDPSession(page);
    try {
      const { data } = (await cdp.send('Page.captureScreenshot', {
        format: 'png',
        clip: { x, y, ...viewport, scale: 0.5 },
      })) as { data: string };
      writeFileSync(path.join(PROCUREMENT_DOCS, `${walk}-${String(n).padStart(2, '0')}-${name}.png`), data, 'base64');
    } finally {
      await cdp.detach();
    }
  };
}
