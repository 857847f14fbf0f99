import { eq } from 'drizzle-orm';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { Db } from '../../db/database.ts';
import { quoteStandings } from '../../db/quote-schema.ts';

/** Each bidder's latest accepted quote and its count (the quote_standings rows): the ranking's lines. */
export async function loadStandings(db: Db, projectId: number): Promise<RankingLine[]> {
  const rows = await db.select().from(quoteStandings).where(eq(quoteStandings.projectId, projectId));
  return rows.map((r) => ({
    supplierId: r.supplierId,
    companyName: r.companyName,
    amount: r.amount,
    acceptedAt: r.acceptedAt.getTime(),
    seq: r.seq,
    quoteCount: r.quoteCount,
  }));
}

/** A quote row to store, its id drawn beforehand: accepted (seq and acceptedAt set) or refused (refusal set). */
export type QuoteRowToStore = {
  id: number;
  supplierId: number;
  userId: number;
  clientQuoteId: string;
  amount: string;
  seq: number | null;
  acceptedAt: number | null;
  refusal: string | null;
};
