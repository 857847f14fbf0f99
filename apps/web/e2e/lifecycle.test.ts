// @vitest-environment node
import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { launchChromium } from './browser';
import { buildWeb, startPlatform } from './platform';
import type { Platform } from './platform';
import { priceWalk } from './price-walk';
import { scoringWalk } from './scoring-walk';
import type { Stage } from './stage';
import { scaled } from './limits';

const up = await requireChromium();

/**
 * The two whole lives of a project, through the browser only, on one platform. The walks run
 * side by side: most of each is waiting for its own quote window, so together they take about
 * as long as one. They use different firms (walk two's purchaser and agency are the demo user
 * `multi`), so walk one's badge counts see nothing of walk two.
 */
describe.skipIf(!up)('whole lives of projects in Chromium', () => {
  let platform: Platform;
  let browser: Browser;
  const stage: Stage = { url: () => platform.url, browser: () => browser };

  beforeAll(async () => {
    await buildWeb();
    platform = await startPlatform(scaled(240_000));
    browser = await launchChromium();
  }, scaled(420_000));

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, scaled(30_000));

  describe.concurrent('walk one: price bidding, from the requirement to the contract, badges checked', () =>
    priceWalk(stage),
  );
  describe.concurrent('walk two: comprehensive scoring with two experts', () => scoringWalk(stage));
});
