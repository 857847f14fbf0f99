// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { menuFor, menuPaths } from '../src/routes/menu';
import { ROUTE_MAPS } from '../src/routes/table';
import { expertSignIn, launchChromium, signIn } from './browser';
import { enterLiveHall } from './hall-steps';
import { startPlatform, type Platform } from './platform';
import { scaled } from './limits';

const up = await requireChromium();

/** Who signs in, and the login page's label of the role. */
const VISITORS: { role: RoleName; user: string; label?: string }[] = [
  { role: ROLES.purchaser, user: 'purchaser', label: '采购人' },
  { role: ROLES.agency, user: 'agency', label: '代理机构' },
  { role: ROLES.supplier, user: 'supplier1', label: '供应商' },
  { role: ROLES.admin, user: 'admin', label: '管理员' },
  { role: ROLES.expert, user: 'expert1' },
];

/** Every CSP refusal the page reports (event and console), recorded before any of its scripts runs. */
const RECORD_VIOLATIONS = `
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));
`;

describe.skipIf(!up)('the built app under its Content-Security-Policy (npm start)', () => {
  let platform: Platform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const consoleRefusals: string[] = [];

  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await context.addInitScript(RECORD_VIOLATIONS);
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) consoleRefusals.push(msg.text());
    });
    return page;
  }

  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  /** A page's lazy chunk loaded and its first data asked for: no spinner left. */
  const settled = (page: Page) =>
    expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: scaled(20_000) }).toBe(0);

  beforeAll(async () => {
    platform = await startPlatform(scaled(240_000));
    browser = await launchChromium();
  }, scaled(600_000));

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, scaled(30_000));

  it(
    'serves the page with a nonce in its CSP that antd’s style elements carry',
    { timeout: scaled(60_000) },
    async () => {
      const page = await freshPage();
      const answer = await page.goto(`${platform.url}/#/user/login`);
      const csp = answer!.headers()['content-security-policy']!;
      const nonce = /'nonce-([\w-]+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("script-src 'self' 'nonce-");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      await page.getByTestId('login-submit').waitFor();
      const styles = await page
        .locator('head style')
        .evaluateAll((els) => els.map((el) => (el as HTMLStyleElement).nonce));
      expect(styles.length).toBeGreaterThan(0);
      expect(new Set(styles)).toEqual(new Set([nonce]));
      // Another answer, another nonce.
      const again = await fetch(`${platform.url}/`);
      expect(again.headers.get('content-security-policy')).not.toContain(nonce);
      expect(await violations(page)).toEqual([]);
    },
  );

  it.each(VISITORS)(
    'shows every menu page of the $role without a CSP refusal',
    async ({ role, user, label }) => {
      const page = await freshPage();
      if (label) await signIn(page, platform.url, user, label);
      else await expertSignIn(page, platform.url, user);
      const paths = menuPaths(menuFor(ROUTE_MAPS[role], [role]));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        await page.goto(`${platform.url}/#${path}`);
        await settled(page);
      }
      // The live pages open the socket, which connect-src must allow.
      if (role === ROLES.supplier) {
        await enterLiveHall(page, platform.url);
        await page.locator('[data-testid=connection][data-status=connected]').waitFor({ timeout: scaled(30_000) });
      }
      if (role === ROLES.purchaser) {
        await page.goto(`${platform.url}/#/ScreenCount`);
        await page.getByTestId('screen-qpm').waitFor({ timeout: scaled(30_000) });
      }
      expect(await violations(page)).toEqual([]);
      expect(consoleRefusals).toEqual([]);
    },
    scaled(120_000),
  );

  it('keeps the hall out of a frame on a page of another origin', { timeout: scaled(60_000) }, async () => {
    // The platform answers on 127.0.0.1; the framing page is "localhost": another origin.
    const port = new URL(platform.url).port;
    const framer: Server = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><iframe id="hall" src="http://127.0.0.1:${port}/#/bid/project-quote?id=1" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const page = await freshPage();
      const refused = page.waitForEvent('console', {
        predicate: (m) => /frame-ancestors/.test(m.text()),
        timeout: scaled(20_000),
      });
      await page.goto(`http://localhost:${(framer.address() as AddressInfo).port}/`);
      await refused;
      const frame = page.frames().find((f) => f !== page.mainFrame());
      // The refused frame holds the browser's error page, never the platform's app.
      expect(await frame!.locator('#root').count()).toBe(0);
      consoleRefusals.length = 0;
    } finally {
      framer.close();
    }
  });
});
