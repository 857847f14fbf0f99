// @vitest-environment node
import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { launchChromium } from './browser';
import { priceWalk } from './price-walk';
import { scoringWalk } from './scoring-walk';
import { movedClockStage } from './stage';
import { scaled } from './limits';

const up = await requireChromium();

/**
 * The two whole lives of a project, through the browser only, side by side in one Chromium.
 * Each walk has a platform of its own whose clock it moves to its quote window when it is ready
 * for it (the hall's own test, halls.test.ts, waits for its window on the wall clock). They use
 * different firms anyway (walk two's purchaser and agency are the demo user `multi`).
 */
describe.skipIf(!up)('whole lives of projects in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  }, scaled(120_000));

  afterAll(async () => {
    await browser?.close();
  }, scaled(30_000));

  describe.concurrent('walk one: price bidding, from the requirement to the contract, badges checked', () =>
    priceWalk(movedClockStage(() => browser)),
  );
  describe.concurrent('walk two: comprehensive scoring with two experts', () =>
    scoringWalk(movedClockStage(() => browser)),
  );
});
