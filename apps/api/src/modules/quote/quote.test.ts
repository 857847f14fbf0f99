import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { WINBID_RULE_CODES, quoteMemberOf, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { quotes } from '../../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../../test/live-project.ts';

let api: TestApi;
const MIN = 60_000;
let from: number;

beforeAll(async () => {
  api = await startTestApi();
  from = api.clock.now().getTime() + MIN;
});
afterAll(() => api.close());

async function liveProject(settings = {}, length = 10 * MIN, winbidRule: WinbidRule = 1) {
  const project = await createLiveProject(api.database.db, { from, to: from + length, settings, winbidRule });
  const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: 3,
    projectIds: [project.id],
    prefix: `q${project.id}`,
  });
  return { project, suppliers };
}

const submit = (s: TestSupplier, body: Record<string, unknown>, lang = 'en-US') =>
  api.http.post('/api/services/app/Quote/Submit').set(bearer(s.token)).set('Accept-Language', lang).send(body);

describe('Quote/Submit', () => {
  it('accepts at the last millisecond of the window and refuses one millisecond later', async () => {
    const { project, suppliers } = await liveProject();
    const end = from + 10 * MIN;
    api.clock.set(new Date(end - 1));
    const last = await submit(suppliers[0]!, { projectId: project.id, amount: '1000.00', clientQuoteId: 'last-ms' });
    expect(last.status).toBe(200);
    expect(last.body.result).toMatchObject({
      accepted: true,
      seq: 1,
      amount: '1000.00',
      acceptedAt: end - 1,
      replayed: false,
    });
    api.clock.set(new Date(end));
    const late = await submit(suppliers[1]!, { projectId: project.id, amount: '900.00', clientQuoteId: 'late' });
    expect(late.body.result).toMatchObject({
      accepted: false,
      reason: 'window-closed',
      message: 'The quote window has closed',
    });
  });

  it('refuses before the window opens, with the message in the caller’s language', async () => {
    const { project, suppliers } = await liveProject();
    api.clock.set(new Date(from - 1));
    const early = await submit(suppliers[0]!, { projectId: project.id, amount: '10', clientQuoteId: 'early' }, 'zh-CN');
    expect(early.body.result).toEqual({
      accepted: false,
      clientQuoteId: 'early',
      reason: 'window-not-open',
      message: '报价尚未开始',
    });
  });

  it('answers a repeated clientQuoteId with the first result and stores one quote', async () => {
    const { project, suppliers } = await liveProject();
    api.clock.set(new Date(from + 1000));
    const body = { projectId: project.id, amount: '500.00', clientQuoteId: 'retry-1' };
    const first = await submit(suppliers[0]!, body);
    api.clock.advance(5);
    const again = await submit(suppliers[0]!, { ...body, amount: '400.00' });
    expect(again.body.result).toMatchObject({ ...first.body.result, replayed: true });
    const stored = await api.database.db.select().from(quotes).where(eq(quotes.projectId, project.id));
    expect(stored).toHaveLength(1);
  });

  it('takes a quote only in the member its method quotes in: any other is a 400 and stores nothing', async () => {
    for (const rule of WINBID_RULE_CODES) {
      const { project, suppliers } = await liveProject({}, 10 * MIN, rule);
      api.clock.set(new Date(from + 1000));
      const [a] = suppliers as [TestSupplier];
      const member = quoteMemberOf(rule);
      const other = member === 'amount' ? 'discountRate' : 'amount';
      const wrong = await submit(a, { projectId: project.id, [other]: '5', clientQuoteId: `w${rule}` }, 'zh-CN');
      expect(wrong.status, `rule ${rule}`).toBe(400);
      expect(wrong.body.error.validationErrors).toEqual([
        { message: expect.stringMatching(/[\u4e00-\u9fff]/), members: [other] },
      ]);
      const both = await submit(a, {
        projectId: project.id,
        amount: '5',
        discountRate: '5',
        clientQuoteId: `b${rule}`,
      });
      expect(both.status, `rule ${rule}`).toBe(400);
      expect(await api.database.db.select().from(quotes).where(eq(quotes.projectId, project.id))).toEqual([]);
      const right = await submit(a, { projectId: project.id, [member]: '5', clientQuoteId: `r${rule}` });
      expect(right.body.result.accepted, `rule ${rule}`).toBe(true);
    }
  });

  it('gives each refusal its typed reason', async () => {
    const { project, suppliers } = await liveProject({ priceCap: '1000.00', maxQuotes: 2, minStep: '10' });
    api.clock.set(new Date(from + 1000));
    const [a] = suppliers as [TestSupplier];
    const reasons = [];
    for (const [amount, id] of [
      ['1000.01', 'cap'],
      ['900', 'ok1'],
      ['895', 'step'],
      ['800', 'ok2'],
      ['700', 'limit'],
    ] as const) {
      reasons.push(
        (await submit(a, { projectId: project.id, amount, clientQuoteId: id })).body.result.reason ?? 'accepted',
      );
    }
    expect(reasons).toEqual(['above-price-cap', 'accepted', 'step-too-small', 'accepted', 'max-quotes-reached']);
    const outsider = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 1,
      projectIds: [],
      prefix: `out${project.id}`,
    });
    const notSigned = await submit(outsider[0]!, { projectId: project.id, amount: '100', clientQuoteId: 'x' });
    expect(notSigned.body.result.reason).toBe('not-signed-up');
    const accepted = await api.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.projectId, project.id), isNotNull(quotes.seq)));
    expect(accepted.map((q) => q.seq)).toEqual([1, 2]);
  });

  it('shows the supplier its own standing, and others’ amounts only as disclosure allows', async () => {
    const { project, suppliers } = await liveProject({ disclosure: 2 });
    api.clock.set(new Date(from + 1000));
    await submit(suppliers[0]!, { projectId: project.id, amount: '800', clientQuoteId: 'a' });
    const res = await submit(suppliers[1]!, { projectId: project.id, amount: '900', clientQuoteId: 'b' });
    expect(res.body.result.standing).toEqual({
      kind: 'supplier',
      own: { amount: '900.00', rank: 2, quoteCount: 1, remainingQuotes: null },
      entries: [
        { rank: 1, amount: '800.00' },
        { rank: 2, amount: '900.00' },
      ],
    });
  });

  it('extends the end by soft close, within its caps', async () => {
    const { project, suppliers } = await liveProject(
      { softCloseEnabled: true, triggerSeconds: 30, extendSeconds: 20, maxExtensions: 2, maxTotalExtensionSeconds: 30 },
      MIN,
    );
    const end = from + MIN;
    const ends = [];
    let amount = 1000;
    for (let i = 0; i < 4; i += 1) {
      // Always one second before the current end: inside the 30 s trigger.
      api.clock.set(new Date((ends.at(-1) ?? end) - 1000));
      const res = await submit(suppliers[i % 3]!, {
        projectId: project.id,
        amount: String((amount -= 10)),
        clientQuoteId: `sc${i}`,
      });
      expect(res.body.result.accepted).toBe(true);
      ends.push(res.body.result.window.uppriceToTime);
    }
    // +20 s, then the 10 s left of the 30 s budget, then nothing (both caps reached).
    expect(ends).toEqual([end + 20_000, end + 30_000, end + 30_000, end + 30_000]);
  });
});
