// @vitest-environment node
import { describe } from 'vitest';
import { requireChromium } from '@bidhall/testkit/services';
import { priceWalk } from './price-walk';
import { withChromium } from './lifecycle-browser';

const up = await requireChromium();

/**
 * A price-bidding project's whole life through the browser only, on a platform of its own whose
 * clock the walk moves to its quote window when it is ready for it (the hall's own test,
 * halls.test.ts, waits for its window on the wall clock).
 */
describe.skipIf(!up)('whole life of a price-bidding project in Chromium', () => {
  const browser = withChromium();
  describe('price bidding, from the requirement to the contract, badges checked', () => priceWalk(browser));
});
