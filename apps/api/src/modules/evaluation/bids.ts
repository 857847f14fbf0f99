import { and, eq, isNotNull } from 'drizzle-orm';
import { latestPerSupplier } from '@bidhall/domain/ranking';
import type { Db } from '../../db/database.ts';
import { quotes } from '../../db/lifecycle-schema.ts';
import { companies } from '../../db/schema.ts';
import type { RankingLine } from '@bidhall/domain/ranking-lines';

/**
 * Each bidder's latest accepted quote, read from the quotes themselves (the auction record's
 * source) rather than the live standings kept for the window: evaluation runs once per
 * project, and must agree with whatever the record holds.
 */
export async function loadBids(db: Db, projectId: number): Promise<RankingLine[]> {
  const rows = await db
    .select({
      supplierId: quotes.supplierId,
      amount: quotes.amount,
      acceptedAt: quotes.acceptedAt,
      seq: quotes.seq,
      companyName: companies.companyName,
    })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.supplierId))
    .where(and(eq(quotes.projectId, projectId), isNotNull(quotes.seq)));
  const accepted = rows.map((r) => ({ ...r, acceptedAt: r.acceptedAt!.getTime(), seq: r.seq! }));
  return latestPerSupplier(accepted).map(({ quote, quoteCount }) => ({ ...quote, quoteCount }));
}
