import { eq, sql, type SQL } from 'drizzle-orm';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { Db } from '../../db/database.ts';
import { quotes } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';

/** A bidder's latest accepted quote and its count (one quote_standings row): the domain's ranking line. */
export type Standing = RankingLine;

export async function loadStandings(db: Db, projectId: number): Promise<Standing[]> {
  const rows = await db.select().from(quoteStandings).where(eq(quoteStandings.projectId, projectId));
  return rows.map((r) => ({ supplierId: r.supplierId, companyName: r.companyName, amount: r.amount, acceptedAt: r.acceptedAt.getTime(), seq: r.seq, quoteCount: r.quoteCount }));
}

/** The standings with `next` as its bidder's latest quote. */
export function withStanding(standings: readonly Standing[], next: Standing): Standing[] {
  return [...standings.filter((s) => s.supplierId !== next.supplierId), next];
}

/** A quote row to store, its id drawn beforehand: accepted (seq and acceptedAt set) or refused (refusal set). */
export type QuoteRowToStore = { id: number; supplierId: number; userId: number; clientQuoteId: string; amount: string; seq: number | null; acceptedAt: number | null; refusal: string | null };

/**
 * A batch's quotes and its bidders' new standings as data-modifying CTEs, for the one
 * statement that also appends the stream rows (writeProjectEvents), each written only
 * through that statement's `guard`.
 */
export function quoteWrites(q: { tenantId: number; projectId: number; rows: readonly QuoteRowToStore[]; standings: readonly Standing[] }, guard: SQL): SQL[] {
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const ctes: SQL[] = [];
  if (q.rows.length > 0) {
    const values = q.rows.map(
      (r) =>
        sql`(${r.id}::int, ${q.tenantId}::int, ${q.projectId}::int, ${r.supplierId}::int, ${r.userId}::int, ${r.clientQuoteId}::varchar, ${r.amount}::numeric, ${r.seq}::int, ${at(r.acceptedAt)}::timestamptz, ${r.refusal}::varchar)`,
    );
    ctes.push(sql`new_quotes as (
      insert into ${quotes} (id, tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
      select * from (values ${sql.join(values, sql`, `)}) as v ${guard})`);
  }
  if (q.standings.length > 0) {
    const values = q.standings.map(
      (s) => sql`(${q.projectId}::int, ${s.supplierId}::int, ${q.tenantId}::int, ${s.companyName}::varchar, ${s.amount}::numeric, ${at(s.acceptedAt)}::timestamptz, ${s.seq}::int, ${s.quoteCount}::int)`,
    );
    ctes.push(sql`new_standings as (
      insert into ${quoteStandings} (project_id, supplier_id, tenant_id, company_name, amount, accepted_at, seq, quote_count)
      select * from (values ${sql.join(values, sql`, `)}) as v ${guard}
      on conflict (project_id, supplier_id) do update set amount = excluded.amount, accepted_at = excluded.accepted_at,
        seq = excluded.seq, quote_count = excluded.quote_count, company_name = excluded.company_name)`);
  }
  return ctes;
}
