import { check, sleep } from 'k6';
import { appGet, resultOf, signIn } from './lib/api.ts';
import { baseUrl } from './plans/env.ts';
import { summaryFiles, type SummaryData } from './plans/summary.ts';
import { ACCOUNTS, SESSION_READ, restSmokeConfig, restSmokeOptions } from './plans/rest-smoke.ts';

/**
 * Every role reads its main lists, over and over, with a few VUs: the quick "is the platform
 * answering" run before a bidding day. Each VU signs its accounts in once and reuses the
 * tokens, so the reads are what is measured. Needs only BASE_URL.
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/k6/dist/rest-smoke.js
 */
const config = restSmokeConfig(__ENV);
const base = baseUrl(__ENV);

export const options = restSmokeOptions(config);

/** This VU's tokens by user; an account that could not sign in is tried again next iteration. */
const tokens: Record<string, string> = {};

export default function () {
  for (const account of ACCOUNTS) {
    if (!tokens[account.user]) {
      const token = signIn(base, account.user, account.role);
      if (!check(token, { [`${account.user} signs in`]: (t) => t !== null }) || token === null) continue;
      tokens[account.user] = token;
    }
    const token = tokens[account.user] as string;
    for (const [service, query] of [[SESSION_READ, {}] as const, ...account.lists]) {
      const res = appGet(base, token, service, query);
      check(res, { [`${service} answers`]: (r) => r.status === 200 && resultOf(r) !== null });
    }
  }
  sleep(1);
}

export function handleSummary(data: SummaryData) {
  return summaryFiles(data, { script: config.script, config: { ...config, baseUrl: base } }, __ENV);
}
