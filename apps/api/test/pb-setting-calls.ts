import { DEFAULT_BIDDING_SETTINGS } from '@bidhall/domain/quote-rules';
import { bearer, type TestApi } from './harness.ts';

/** A whole PbSetting/Update body but the project: a cap of 100,000, a step of 10, one bidder enough. */
export const PB_SETTINGS = { ...DEFAULT_BIDDING_SETTINGS, minStep: '10', priceCap: '100000', minBidders: 1 };

/** PbSetting/Update (in en-US) and PbSetting/Get's result, as `token`. */
export function pbSettingCalls(api: TestApi, token: string) {
  return {
    update: (body: object) =>
      api.http.put('/api/services/app/PbSetting/Update').set(bearer(token)).set('Accept-Language', 'en-US').send(body),
    read: async (projectId: number) =>
      (await api.http.get(`/api/services/app/PbSetting/Get?projectId=${projectId}`).set(bearer(token)).expect(200)).body
        .result,
  };
}
