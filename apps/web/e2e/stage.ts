import type { Browser } from 'playwright-core';

/** What a walk needs from the file that runs it: the platform's address and the browser, once started. */
export interface Stage {
  url: () => string;
  browser: () => Browser;
}
