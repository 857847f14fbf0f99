import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_PATH } from '@bidhall/testkit/services';
import { PAGE_WAIT_MS, scaled } from './limits';

/** Screenshots land here, beside the tests (ignored by git). */
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e-artifacts');

/**
 * Each browser context's headless window preloads the address bar's drop-down, two WebUI pages
 * in a renderer of their own (chrome://omnibox-popup.top-chrome), which nothing here opens.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright launches Chromium without (playwright-core's chromiumSwitches.ts),
 * read from the installed playwright-core. Chromium heeds only the last --disable-features
 * given, so ours must repeat them all.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const names = [...(list ?? '').replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9_]+)"/g)].map((m) => m[1]!);
  if (names.length === 0) throw new Error("playwright-core's disabled features not found: see UNUSED_FEATURES");
  return names;
}

export interface LaunchOptions {
  /**
   * Contexts leave the user's motion setting at "no preference", so antd animates as it does
   * for most users. Otherwise every context asks for reduced motion (`prefers-reduced-motion:
   * reduce`), which the app honours (theme.ts themeFor, base.css): no spinner, shimmer or
   * transition repaints the page meanwhile, frame after frame. One file keeps full motion so
   * that the animated app stays covered: workflow.test.ts.
   */
  fullMotion?: boolean;
}

export async function launchChromium({ fullMotion = false }: LaunchOptions = {}): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    timeout: PAGE_WAIT_MS,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...playwrightDisabledFeatures(), ...UNUSED_FEATURES].join(',')}`,
    ],
  });
  // Every context the files open takes this run's limit (limits.ts) for the actions and waits
  // that name none, instead of Playwright's fixed 30 s.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: fullMotion ? 'no-preference' : 'reduce', ...options });
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context;
  };
  return browser;
}

export const DEMO_PASSWORD = '123qwe';

/** The hash path the page shows now, e.g. "/dashboard/workplace". */
export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** Signs in through the login page as the user would, choosing the role by its label. */
export async function signIn(page: Page, baseUrl: string, userName: string, roleLabel: string) {
  await page.goto(`${baseUrl}/#/user/login`);
  await page.getByLabel('用户名或邮箱').fill(userName);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByLabel(roleLabel, { exact: true }).check();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('workplace').waitFor({ timeout: scaled(30_000) });
}

export async function expertSignIn(page: Page, baseUrl: string, userName: string) {
  await page.goto(`${baseUrl}/#/user/expertLogin`);
  await page.getByLabel('用户名或邮箱').fill(userName);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('workplace').waitFor({ timeout: scaled(30_000) });
}

/** The texts of the left menu's items, top to bottom. */
export async function menuTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid=side-menu] [data-testid^="menu-"]').allInnerTexts();
}
