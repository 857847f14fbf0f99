// @vitest-environment node
import { describe } from 'vitest';
import { requireChromium } from '@bidhall/testkit/services';
import { scoringWalk } from './scoring-walk';
import { withChromium } from './lifecycle-browser';

const up = await requireChromium();

/**
 * A comprehensive-scoring project's whole life with two experts, through the browser only, on a
 * platform of its own whose clock the walk moves (its purchaser and agency are the demo user
 * `multi`, apart from the price walk's firms).
 */
describe.skipIf(!up)('whole life of a scoring project in Chromium', () => {
  const browser = withChromium();
  describe('comprehensive scoring with two experts', () => scoringWalk(browser));
});
