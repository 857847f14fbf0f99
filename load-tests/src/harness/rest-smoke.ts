import { createApi } from '../fixture/client.ts';
import { ACCOUNTS } from '../../k6/src/plans/rest-smoke.ts';
import type { Recorder } from './recorder.ts';

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
        await timed('Session/GetCurrentLoginInformations', () =>
          api.get('/api/services/app/Session/GetCurrentLoginInformations', token),
        );
        for (const [service, query] of account.lists)
          await timed(service, () => api.get(`/api/services/app/${service}`, token, query));
      }
    } while (Date.now() < until);
  };
  await Promise.all(Array.from({ length: opts.vus }, loop));
}
