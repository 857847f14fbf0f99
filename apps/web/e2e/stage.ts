import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { scaled } from './limits';
import { buildWeb, startPlatformOnMovedClock, type MovedClock, type MovedClockPlatform } from './platform';

/** What a walk needs from the file that runs it: the platform's address, clock and the browser, once started. */
export interface Stage {
  url: () => string;
  browser: () => Browser;
  clock: () => MovedClock;
}

/**
 * A platform of its own on a moved clock (startPlatformOnMovedClock) for the describe block
 * this is called in, started before its tests and stopped after them, on the given browser.
 */
export function movedClockStage(browser: () => Browser): Stage {
  let platform: MovedClockPlatform;
  beforeAll(async () => {
    await buildWeb();
    platform = await startPlatformOnMovedClock(scaled(240_000));
  }, scaled(420_000));
  afterAll(async () => {
    await platform?.stop();
  }, scaled(30_000));
  return { url: () => platform.url, browser, clock: () => platform.clock };
}
