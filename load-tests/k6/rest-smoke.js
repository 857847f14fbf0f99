/* global __ENV -- k6 runtime global, typed by @types/k6 */
import { check, sleep } from 'k6';
import { ROLES, appGet, intEnv, resultOf, signIn } from './lib/api.js';

/**
 * Every role signs in and reads its main lists, over and over, with a few VUs: the quick
 * "is the platform answering" run before a bidding day. Needs only BASE_URL.
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/k6/rest-smoke.js
 */
export const options = {
  vus: intEnv(__ENV.VUS, 5),
  duration: `${intEnv(__ENV.SECONDS, 30)}s`,
  thresholds: {
    checks: ['rate>0.99'],
    http_req_failed: ['rate<0.01'],
    http_req_duration: [`p(95)<${intEnv(__ENV.REST_P95_MS, 500)}`],
  },
};

/** @type {Array<{user: string, role: string, lists: Array<[string, Record<string, string | number>]>}>} */
const ACCOUNTS = [
  { user: 'admin', role: ROLES.admin, lists: [['User/GetPaged', { MaxResultCount: 20 }], ['UserAudit/GetPaged', { isReview: 0 }]] },
  { user: 'agency', role: ROLES.agency, lists: [['Sproject/GetPaged', { MaxResultCount: 20 }], ['MenuNum/GetCgrNum', {}], ['UserAudit/GetPaged', { isReview: 0 }]] },
  { user: 'purchaser', role: ROLES.purchaser, lists: [['Sproject/GetPaged', { MaxResultCount: 20 }]] },
  { user: 'supplier1', role: ROLES.supplier, lists: [['Sproject/GetIndexProjectList', {}], ['Sproject/GetMyBidList', {}]] },
  { user: 'expert1', role: ROLES.expert, lists: [['Sproject/GetSprojectDetailByExpertId', {}]] },
];

export default function () {
  for (const account of ACCOUNTS) {
    const token = signIn(account.user, account.role);
    if (!check(token, { [`${account.user} signs in`]: (t) => t !== null }) || token === null) continue;
    const session = appGet(token, 'Session/GetCurrentLoginInformations');
    check(session, { 'session answers': (r) => r.status === 200 && resultOf(r) !== null });
    for (const [service, query] of account.lists) {
      const res = appGet(token, service, query);
      check(res, { [`${service} answers`]: (r) => r.status === 200 && resultOf(r) !== null });
    }
  }
  sleep(1);
}
