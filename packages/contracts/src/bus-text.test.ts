import { describe, expect, it } from 'vitest';
import { busMessageText, busMessageType } from './bus-text.ts';

const entry = (rank: number, supplierId: number, amount: string) => ({
  rank,
  supplierId,
  companyName: `公司${supplierId}`,
  amount,
  acceptedAt: 1000 + supplierId,
  seq: supplierId,
  quoteCount: 1,
});
/** Long enough that its entries' texts are kept (bus-text.ts writes a short ranking whole). */
const longRanking = (from: number) => Array.from({ length: 40 }, (_, i) => entry(i + 2, from + i, `${100 + i}.00`));
const envelope = { v: 1, id: 'r-1', tenantId: 1, createdAt: 1_700_000_000_000, projectId: 5, seq: 9 };

describe('bus message text', () => {
  it('is the JSON of the message, the ranking included, with or without lagMs', () => {
    const ranking = [entry(1, 3, '90.00'), ...longRanking(10)];
    for (const message of [
      { ...envelope, type: 'quote.accepted', payload: { projectId: 5, seq: 9, ranking } },
      { ...envelope, lagMs: 12, type: 'quotes.opened', payload: { openedAt: 9, ranking } },
      { ...envelope, type: 'quote.accepted', payload: { projectId: 5, seq: 9, ranking: ranking.slice(0, 2) } },
      { ...envelope, type: 'project.state', payload: { from: 5, to: 6, winbidRule: 1 } },
      { ...envelope, type: 'quotes.opened', payload: { ranking: [] } },
    ])
      expect(JSON.parse(busMessageText(message))).toEqual(message);
  });

  it('writes an entry kept from the ranking before as it was, and a re-ranked entry anew', () => {
    const first = entry(1, 3, '90.00');
    const second = entry(2, 4, '95.00');
    const rest = longRanking(10);
    const before = { ...envelope, type: 'quote.accepted', payload: { ranking: [first, second, ...rest] } };
    busMessageText(before);
    // Supplier 4 undercuts: its new line goes first, supplier 3's line is a new object with rank 2.
    const after = { ...before, payload: { ranking: [entry(1, 4, '80.00'), { ...first, rank: 2 }, ...rest] } };
    expect(JSON.parse(busMessageText(after)).payload.ranking).toEqual([
      entry(1, 4, '80.00'),
      { ...first, rank: 2 },
      ...rest,
    ]);
    expect(JSON.parse(busMessageText(before))).toEqual(before);
  });

  it("reads the envelope's type without parsing, not a type written inside the payload", () => {
    const text = busMessageText({
      ...envelope,
      type: 'quote.accepted',
      payload: { companyName: '"type":"session.revoked"', ranking: [{ ...entry(1, 3, '1.00'), companyName: 'type' }] },
    });
    expect(busMessageType(text)).toBe('quote.accepted');
    expect(busMessageType('{"v":1}')).toBeNull();
  });
});
