import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicRecord } from '@bidhall/contracts/public-record';
import { verifyRecord } from '@bidhall/domain/record-verify';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../../test/live-project.ts';
import { sha256HexAsync } from '../../events/chain.ts';
import { closeDueWindows } from '../window-end/service.ts';

let api: TestApi;
let agency: string;
let purchaser: string;
let suppliers: TestSupplier[];
const MIN = 60_000;
let end: number;
const projects: Record<'winnerOnly' | 'allBidders', number> = { winnerOnly: 0, allBidders: 0 };

const getPublic = (projectId: number) => api.http.get(`/api/services/app/PublicRecord/Get?projectId=${projectId}`);
const statuses = async (record: PublicRecord) =>
  Object.fromEntries((await verifyRecord(record, sha256HexAsync)).map((c) => [c.name, c.status]));

beforeAll(async () => {
  api = await startTestApi();
  const from = api.clock.now().getTime() + MIN;
  end = from + 10 * MIN;
  projects.winnerOnly = (
    await createLiveProject(api.database.db, {
      from,
      to: end,
      winbidRule: 1,
      settings: { minBidders: 2, disclosure: 1 },
    })
  ).id;
  projects.allBidders = (
    await createLiveProject(api.database.db, {
      from,
      to: end,
      winbidRule: 1,
      settings: { minBidders: 2, disclosure: 3 },
    })
  ).id;
  suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: 3,
    projectIds: Object.values(projects),
    prefix: 'pub',
  });
  agency = await api.login('agency', '代理机构');
  purchaser = await api.login('purchaser', '采购人');
  api.clock.set(new Date(from + 1000));
  for (const projectId of Object.values(projects)) {
    for (const [i, amount] of ['500', '480', '470', '450'].entries()) {
      api.clock.advance(10);
      const res = await api.http
        .post('/api/services/app/Quote/Submit')
        .set(bearer(suppliers[i % 3]!.token))
        .send({ projectId, amount, clientQuoteId: `p${projectId}-${i}` });
      expect(res.status).toBe(200);
    }
  }
});
afterAll(() => api.close());

describe('PublicRecord/Get: the record without an account', () => {
  it('is refused before the result notice, while the window runs and after it, until the result is published', async () => {
    const running = await getPublic(projects.winnerOnly);
    expect(running.status).toBe(500);
    expect(running.body).toMatchObject({ success: false, __abp: true, error: { message: expect.any(String) } });
    api.clock.set(new Date(end));
    await closeDueWindows(api.deps, api.clock.now());
    expect((await getPublic(projects.winnerOnly)).status).toBe(500);
    for (const projectId of Object.values(projects)) {
      expect(
        (await api.http.post('/api/services/app/Result/Submit').set(bearer(agency)).send({ projectId })).status,
      ).toBe(200);
      expect((await getPublic(projectId)).status).toBe(500);
      expect(
        (await api.http.post('/api/services/app/Result/Confirm').set(bearer(purchaser)).send({ projectId })).status,
      ).toBe(200);
    }
  });

  it('shows the winner alone where the rules keep the other bidders back, and still verifies to the head', async () => {
    const res = await getPublic(projects.winnerOnly);
    expect(res.status).toBe(200);
    const record = PublicRecord.parse(res.body.result);
    const shownQuotes = record.entries.flatMap((e) =>
      'event' in e && e.event.type === 'quote.accepted'
        ? [e.event.payload as { supplierId: number; amount: string }]
        : [],
    );
    expect(shownQuotes).toEqual([expect.objectContaining({ supplierId: suppliers[0]!.supplierId, amount: '450.00' })]);
    expect(record.entries.filter((e) => !('event' in e))).toHaveLength(3);
    expect(record.result).toMatchObject({
      published: 'winner',
      ranking: [],
      winners: [{ supplierId: suppliers[0]!.supplierId, amount: '450.00' }],
    });
    const text = JSON.stringify(res.body);
    for (const hidden of suppliers.slice(1)) expect(text).not.toContain(hidden.companyName);
    expect(await statuses(record)).toEqual({
      chain: 'ok',
      link: 'ok',
      head: 'ok',
      stream: 'ok',
      ranking: 'skipped',
      bidders: 'skipped',
      failure: 'ok',
      winner: 'ok',
    });
  });

  it('shows every final quote where the rules publish the bidders; superseded quotes stay hashes, the ranking and winner recompute', async () => {
    const res = await getPublic(projects.allBidders);
    const record = PublicRecord.parse(res.body.result);
    expect(record.entries.filter((e) => !('event' in e)).map((e) => ('seq' in e ? e.seq : 0))).toEqual([1]);
    expect(record.result.ranking.map((l) => [l.companyName, l.amount])).toEqual([
      [suppliers[0]!.companyName, '450.00'],
      [suppliers[2]!.companyName, '470.00'],
      [suppliers[1]!.companyName, '480.00'],
    ]);
    expect(await statuses(record)).toEqual({
      chain: 'ok',
      link: 'ok',
      head: 'ok',
      stream: 'ok',
      ranking: 'ok',
      bidders: 'ok',
      failure: 'ok',
      winner: 'ok',
    });
    const forgedHash = structuredClone(record);
    forgedHash.entries[0]!.hash = 'a'.repeat(64);
    expect((await statuses(forgedHash)).chain).toBe('fail');
    const forgedDigest = structuredClone(record);
    (forgedDigest.entries[0] as { digest: string }).digest = 'b'.repeat(64);
    expect((await statuses(forgedDigest)).link).toBe('fail');
  });

  it('answers 400 with validationErrors to a bad project id and 404 to an unknown one', async () => {
    const bad = await api.http.get('/api/services/app/PublicRecord/Get?projectId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors[0].members).toEqual(['projectId']);
    expect((await getPublic(999_999)).status).toBe(404);
  });
});
