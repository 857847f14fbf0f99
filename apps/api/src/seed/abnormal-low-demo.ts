import { Money, amountToString } from '@bidhall/domain/money';
import { PUBLISHED, SIGNED_ALL } from './history-steps.ts';
import type { SeedProjectSpec } from './seed-project.ts';

/** The demo project whose price list shows the agency an abnormally low quote. */
export const ABNORMAL_LOW_DEMO_NAME = '手术室耗材网上竞价（异常低价）';

/**
 * A finished lowest-price round, its result submitted by the agency: two quotes near the budget
 * and supplier3's at 55 % of it, far below the average of the three (the default threshold, 20 %
 * below the average, lies at about 66,000), so the agency's price list flags it.
 */
export function abnormalLowDemoSpec(times: NonNullable<SeedProjectSpec['times']>): SeedProjectSpec {
  const budget = '100000.00';
  const share = (percent: string) => amountToString(new Money(budget).mul(percent).div(100));
  return {
    name: ABNORMAL_LOW_DEMO_NAME,
    state: 5,
    budget,
    times,
    settings: { disclosure: 3, priceCap: budget, abnormalLowPercent: 20 },
    history: [...PUBLISHED, ...SIGNED_ALL],
    signUps: [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    quotes: [
      [0, share('97')],
      [1, share('95.5')],
      [2, share('55')],
    ],
    announcementTypes: [0],
    moves: [[6, 'agency']],
  };
}
