import { ROLES, createApi } from '../fixture/client.ts';
import type { Recorder } from './recorder.ts';

/** Each role's main lists (the same as k6/rest-smoke.js). */
const ACCOUNTS: Array<{ user: string; role: string; lists: Array<[string, Record<string, string | number>]> }> = [
  { user: 'admin', role: ROLES.admin, lists: [['User/GetPaged', { MaxResultCount: 20 }], ['UserAudit/GetPaged', { isReview: 0 }]] },
  { user: 'agency', role: ROLES.agency, lists: [['Sproject/GetPaged', { MaxResultCount: 20 }], ['MenuNum/GetCgrNum', {}], ['UserAudit/GetPaged', { isReview: 0 }]] },
  { user: 'purchaser', role: ROLES.purchaser, lists: [['Sproject/GetPaged', { MaxResultCount: 20 }]] },
  { user: 'supplier1', role: ROLES.supplier, lists: [['Sproject/GetIndexProjectList', {}], ['Sproject/GetMyBidList', {}]] },
  { user: 'expert1', role: ROLES.expert, lists: [['Sproject/GetSprojectDetailByExpertId', {}]] },
];

/** `vus` loops, for `seconds`, of: every role signs in and reads its main lists. */
export async function restSmoke(baseUrl: string, opts: { vus: number; seconds: number; recorder: Recorder }) {
  const api = createApi(baseUrl);
  const r = opts.recorder;
  const timed = async (name: string, call: () => Promise<unknown>) => {
    const t0 = Date.now();
    try {
      await call();
      r.restChecks.add(1, name);
    } catch (error) {
      r.restFailures.add(1, `${name}: ${(error as Error).message.slice(0, 80)}`);
    } finally {
      r.restLatency.add(Date.now() - t0);
    }
  };
  const until = Date.now() + opts.seconds * 1000;
  const loop = async () => {
    do {
      for (const account of ACCOUNTS) {
        let token = '';
        await timed(`${account.user} signs in`, async () => (token = await api.signIn(account.user, account.role)));
        if (!token) continue;
        await timed('Session/GetCurrentLoginInformations', () => api.get('/api/services/app/Session/GetCurrentLoginInformations', token));
        for (const [service, query] of account.lists) await timed(service, () => api.get(`/api/services/app/${service}`, token, query));
      }
    } while (Date.now() < until);
  };
  await Promise.all(Array.from({ length: opts.vus }, loop));
}
