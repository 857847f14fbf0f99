import { eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '@bidhall/domain/disclosure';
import { amountToString } from '@bidhall/domain/money';
import { rankDirection, rankQuotes } from '@bidhall/domain/ranking';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { quotes } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';

/** A bidder's latest accepted quote and its count (one quote_standings row). */
export type Standing = Omit<RankingEntry, 'rank'>;

export async function loadStandings(db: Db, projectId: number): Promise<Standing[]> {
  const rows = await db.select().from(quoteStandings).where(eq(quoteStandings.projectId, projectId));
  return rows.map((r) => ({ supplierId: r.supplierId, companyName: r.companyName, amount: r.amount, acceptedAt: r.acceptedAt.getTime(), seq: r.seq, quoteCount: r.quoteCount }));
}

/** The ranking by the method's direction and the RULES.md ties, as the domain orders it. */
export function rankStandings(standings: readonly Standing[], rule: WinbidRule): RankingEntry[] {
  // Each standing is already the bidder's latest quote: the domain would count it as one, so
  // the stored count of all its quotes is put back.
  const counts = new Map(standings.map((s) => [s.supplierId, s.quoteCount]));
  return rankQuotes(standings, rankDirection(rule)).map((s) => ({
    rank: s.rank,
    supplierId: s.supplierId,
    companyName: s.companyName,
    amount: amountToString(s.amount),
    acceptedAt: s.acceptedAt,
    seq: s.seq,
    quoteCount: counts.get(s.supplierId)!,
  }));
}

/** The standings with `next` as its bidder's latest quote. */
export function withStanding(standings: readonly Standing[], next: Standing): Standing[] {
  return [...standings.filter((s) => s.supplierId !== next.supplierId), next];
}

/**
 * Inserts the accepted quote and moves its bidder's standing in one statement (two
 * data-modifying CTEs): it runs under the project lock, where round trips are what the other
 * bidders wait for. The standing moves only with a new quote: null when this clientQuoteId
 * was already stored (a concurrent retry), and nothing changed.
 */
export async function insertAcceptedQuote(db: Db, q: { tenantId: number; projectId: number; userId: number; clientQuoteId: string; standing: Standing }): Promise<number | null> {
  const s = q.standing;
  const at = new Date(s.acceptedAt).toISOString();
  const result = await db.execute(sql`
    with quote as (
      insert into ${quotes} (tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at)
      values (${q.tenantId}, ${q.projectId}, ${s.supplierId}, ${q.userId}, ${q.clientQuoteId}, ${s.amount}, ${s.seq}, ${at}::timestamptz)
      on conflict (project_id, supplier_id, client_quote_id) do nothing
      returning id
    ), standing as (
      insert into ${quoteStandings} (project_id, supplier_id, tenant_id, company_name, amount, accepted_at, seq, quote_count)
      select ${q.projectId}, ${s.supplierId}, ${q.tenantId}, ${s.companyName}, ${s.amount}, ${at}::timestamptz, ${s.seq}, ${s.quoteCount} from quote
      on conflict (project_id, supplier_id) do update set amount = excluded.amount, accepted_at = excluded.accepted_at,
        seq = excluded.seq, quote_count = excluded.quote_count, company_name = excluded.company_name
    )
    select id from quote`);
  const rows = (result as unknown as { rows: Array<{ id: number }> }).rows;
  return rows[0] ? Number(rows[0].id) : null;
}
