import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { movedClockStage, type Stage } from './stage';
import { scaled } from './limits';

/** A Chromium for the enclosing describe's walk, launched before it and closed after it, on a moved-clock stage. */
export function withChromium(): Stage {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, scaled(120_000));
  afterAll(async () => {
    await browser?.close();
  }, scaled(30_000));
  return movedClockStage(() => browser);
}
