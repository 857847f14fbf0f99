import { eq, sql } from 'drizzle-orm';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { Db } from '../../db/database.ts';
import { arrayPlaceholder, namedStatement } from '../../db/named-statement.ts';
import { quotes } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';

/** Each bidder's latest accepted quote and its count (the quote_standings rows): the ranking's lines. */
export async function loadStandings(db: Db, projectId: number): Promise<RankingLine[]> {
  const rows = await db
    .select()
    .from(quoteStandings)
    .where(eq(quoteStandings.projectId, projectId))
    .prepare('quote_standings')
    .execute();
  return rows.map((r) => ({
    supplierId: r.supplierId,
    companyName: r.companyName,
    amount: r.amount,
    acceptedAt: r.acceptedAt.getTime(),
    seq: r.seq,
    quoteCount: r.quoteCount,
  }));
}

/** A quote a batch decided: accepted (seq and acceptedAt set) or refused (refusal set). */
export type QuoteRowToStore = {
  supplierId: number;
  userId: number;
  clientQuoteId: string;
  amount: string;
  seq: number | null;
  acceptedAt: number | null;
  refusal: string | null;
};

type StoredQuote = { id: number; supplier_id: number; client_quote_id: string };

const time = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/**
 * The bidders' new lines (each replacing the bidder's last; none when the batch accepted no
 * quote) and the batch's quotes, in one statement: one array per column, so that its text is
 * the same for any number of rows.
 */
const storeStatement = namedStatement<StoredQuote>(
  'quote_store',
  sql`with new_lines as (
      insert into ${quoteStandings} (project_id, tenant_id, supplier_id, company_name, amount, accepted_at, seq, quote_count)
      select ${sql.placeholder('projectId')}::int, ${sql.placeholder('tenantId')}::int, * from unnest(
        ${arrayPlaceholder('lineSupplierIds', 'int')}, ${arrayPlaceholder('lineCompanyNames', 'varchar')}, ${arrayPlaceholder('lineAmounts', 'numeric')},
        ${arrayPlaceholder('lineAcceptedAts', 'timestamptz')}, ${arrayPlaceholder('lineSeqs', 'int')}, ${arrayPlaceholder('lineQuoteCounts', 'int')})
      on conflict (project_id, supplier_id) do update set company_name = excluded.company_name,
        amount = excluded.amount, accepted_at = excluded.accepted_at, seq = excluded.seq,
        quote_count = excluded.quote_count)
    insert into ${quotes} (tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
    select ${sql.placeholder('tenantId')}::int, ${sql.placeholder('projectId')}::int, * from unnest(
      ${arrayPlaceholder('supplierIds', 'int')}, ${arrayPlaceholder('userIds', 'int')}, ${arrayPlaceholder('clientQuoteIds', 'varchar')},
      ${arrayPlaceholder('amounts', 'numeric')}, ${arrayPlaceholder('seqs', 'int')}, ${arrayPlaceholder('acceptedAts', 'timestamptz')},
      ${arrayPlaceholder('refusals', 'varchar')})
    returning id, supplier_id, client_quote_id`,
);

/**
 * Stores a batch's quotes and the new lines of the bidders whose quotes it accepted (each
 * replacing the bidder's last), in one statement; answers each quote's new id, in the order given.
 */
export async function storeQuotes(
  tx: Db,
  project: { tenantId: number; projectId: number },
  rows: readonly QuoteRowToStore[],
  lines: readonly RankingLine[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const stored = await storeStatement(tx, {
    ...project,
    lineSupplierIds: lines.map((l) => l.supplierId),
    lineCompanyNames: lines.map((l) => l.companyName),
    lineAmounts: lines.map((l) => l.amount),
    lineAcceptedAts: lines.map((l) => time(l.acceptedAt)),
    lineSeqs: lines.map((l) => l.seq),
    lineQuoteCounts: lines.map((l) => l.quoteCount),
    supplierIds: rows.map((q) => q.supplierId),
    userIds: rows.map((q) => q.userId),
    clientQuoteIds: rows.map((q) => q.clientQuoteId),
    amounts: rows.map((q) => q.amount),
    seqs: rows.map((q) => q.seq),
    acceptedAts: rows.map((q) => time(q.acceptedAt)),
    refusals: rows.map((q) => q.refusal),
  });
  // One quote per firm and clientQuoteId (the unique index): matched by it, whatever order the rows come back in.
  const idOf = new Map(stored.map((s) => [`${s.supplier_id}\u0000${s.client_quote_id}`, Number(s.id)]));
  return rows.map((q) => idOf.get(`${q.supplierId}\u0000${q.clientQuoteId}`)!);
}
