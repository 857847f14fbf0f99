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
