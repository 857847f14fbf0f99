import { eq, sql } from 'drizzle-orm';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { Db } from '../../db/database.ts';
import { executeNamed } from '../../db/named-statement.ts';
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

/** One array parameter per column, so that the statement's text is the same for any number of rows. */
const column = <T>(rows: readonly T[], value: (row: T) => unknown) => sql.param(rows.map(value));
const time = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

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
  const { tenantId, projectId } = project;
  const newLines =
    lines.length === 0
      ? sql``
      : sql`with new_lines as (
          insert into ${quoteStandings} (project_id, tenant_id, supplier_id, company_name, amount, accepted_at, seq, quote_count)
          select ${projectId}::int, ${tenantId}::int, * from unnest(
            ${column(lines, (l) => l.supplierId)}::int[], ${column(lines, (l) => l.companyName)}::varchar[],
            ${column(lines, (l) => l.amount)}::numeric[], ${column(lines, (l) => time(l.acceptedAt))}::timestamptz[],
            ${column(lines, (l) => l.seq)}::int[], ${column(lines, (l) => l.quoteCount)}::int[])
          on conflict (project_id, supplier_id) do update set company_name = excluded.company_name,
            amount = excluded.amount, accepted_at = excluded.accepted_at, seq = excluded.seq,
            quote_count = excluded.quote_count)
        `;
  const stored = await executeNamed<StoredQuote>(
    tx,
    lines.length === 0 ? 'quote_store' : 'quote_store_lines',
    sql`${newLines}
    insert into ${quotes} (tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
    select ${tenantId}::int, ${projectId}::int, * from unnest(
      ${column(rows, (q) => q.supplierId)}::int[], ${column(rows, (q) => q.userId)}::int[],
      ${column(rows, (q) => q.clientQuoteId)}::varchar[], ${column(rows, (q) => q.amount)}::numeric[],
      ${column(rows, (q) => q.seq)}::int[], ${column(rows, (q) => time(q.acceptedAt))}::timestamptz[],
      ${column(rows, (q) => q.refusal)}::varchar[])
    returning id, supplier_id, client_quote_id`,
  );
  // One quote per firm and clientQuoteId (the unique index): matched by it, whatever order the rows come back in.
  const idOf = new Map(stored.map((s) => [`${s.supplier_id}\u0000${s.client_quote_id}`, Number(s.id)]));
  return rows.map((q) => idOf.get(`${q.supplierId}\u0000${q.clientQuoteId}`)!);
}
