import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/arrays.ts';
import type { Db } from '../../db/database.ts';
import { outbox, projects, quotes } from '../../db/lifecycle-schema.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { quoteStandings } from '../../db/quote-schema.ts';
import type { OutboxRow } from '../../events/append.ts';
import type { ProjectRow } from '../hall/window.ts';
import type { QuoteRowToStore, Standing } from './standings.ts';

/** What a decided batch stores, in one statement (writeQuoteBatch). */
export type QuoteBatchWrite = {
  tenantId: number;
  projectId: number;
  /** The project row's version (xmin) the batch was decided on. */
  version: string;
  /** The new stream rows, consecutive and hash-chained; the head moves to the last. */
  rows: readonly OutboxRow[];
  quotes: readonly QuoteRowToStore[];
  /** The new standings of the bidders that quoted. */
  standings: readonly Standing[];
  /** The window as soft close moved it, or null when it did not move. */
  window: Pick<ProjectRow, 'uppriceToTime' | 'extensions' | 'extendedSeconds' | 'windowVersion'> | null;
};

const p = (name: string) => sql.placeholder(name);

/**
 * Moves the project's stream head (and its window, when soft close moved it) and inserts the
 * batch's quotes, its bidders' standings and its stream rows, in one statement that writes
 * nothing unless the project row is still at `version`. Every batch of every hot project runs
 * it, so it is one prepared statement whose rows come as arrays: planning a new text per
 * batch cost PostgreSQL more than running it.
 */
const writeStatement = preparedStatement<{ written: number }>(
  'quote_batch_write',
  sql`with head as (
    update ${projects} set
      last_seq = coalesce(${p('lastSeq')}::int, last_seq),
      last_hash = coalesce(${p('lastHash')}::varchar, last_hash),
      upprice_to_time = coalesce(${p('endsAt')}::timestamptz, upprice_to_time),
      extensions = coalesce(${p('extensions')}::int, extensions),
      extended_seconds = coalesce(${p('extendedSeconds')}::int, extended_seconds),
      window_version = coalesce(${p('windowVersion')}::int, window_version)
    where id = ${p('projectId')}::int and xmin = ${p('version')}::text::xid
    returning id),
  new_quotes as (
    insert into ${quotes} (id, tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
    select q.id, ${p('tenantId')}::int, ${p('projectId')}::int, q.supplier_id, q.user_id, q.client_quote_id, q.amount, q.seq, q.accepted_at, q.refusal
    from unnest(${p('quoteIds')}::int[], ${p('quoteSuppliers')}::int[], ${p('quoteUsers')}::int[], ${p('quoteClientIds')}::varchar[],
      ${p('quoteAmounts')}::numeric[], ${p('quoteSeqs')}::int[], ${p('quoteAcceptedAt')}::timestamptz[], ${p('quoteRefusals')}::varchar[])
      as q(id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
    where exists (select 1 from head)),
  new_standings as (
    insert into ${quoteStandings} (project_id, supplier_id, tenant_id, company_name, amount, accepted_at, seq, quote_count)
    select ${p('projectId')}::int, s.supplier_id, ${p('tenantId')}::int, s.company_name, s.amount, s.accepted_at, s.seq, s.quote_count
    from unnest(${p('standingSuppliers')}::int[], ${p('standingNames')}::varchar[], ${p('standingAmounts')}::numeric[],
      ${p('standingAcceptedAt')}::timestamptz[], ${p('standingSeqs')}::int[], ${p('standingCounts')}::int[])
      as s(supplier_id, company_name, amount, accepted_at, seq, quote_count)
    where exists (select 1 from head)
    on conflict (project_id, supplier_id) do update set amount = excluded.amount, accepted_at = excluded.accepted_at,
      seq = excluded.seq, quote_count = excluded.quote_count, company_name = excluded.company_name),
  stream as (
    insert into ${outbox} (id, tenant_id, project_id, seq, type, payload, hash, created_at)
    select e.id, ${p('tenantId')}::int, ${p('projectId')}::int, e.seq, e.type, ${p('eventPayloads')}::jsonb -> (e.n - 1)::int, e.hash, e.created_at
    from unnest(${p('eventIds')}::varchar[], ${p('eventSeqs')}::int[], ${p('eventTypes')}::varchar[],
      ${p('eventHashes')}::varchar[], ${p('eventCreatedAt')}::timestamptz[]) with ordinality
      as e(id, seq, type, hash, created_at, n)
    where exists (select 1 from head))
  select count(*)::int as written from head`,
);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Stores a decided batch (see writeStatement); answers whether it wrote. */
export async function writeQuoteBatch(db: Db, write: QuoteBatchWrite): Promise<boolean> {
  const last = write.rows.at(-1);
  const { window } = write;
  const [row] = await writeStatement(db, {
    tenantId: write.tenantId,
    projectId: write.projectId,
    version: write.version,
    lastSeq: last?.seq ?? null,
    lastHash: last?.hash ?? null,
    endsAt: window?.uppriceToTime?.toISOString() ?? null,
    extensions: window?.extensions ?? null,
    extendedSeconds: window?.extendedSeconds ?? null,
    windowVersion: window?.windowVersion ?? null,
    quoteIds: intArray(write.quotes.map((q) => q.id)),
    quoteSuppliers: intArray(write.quotes.map((q) => q.supplierId)),
    quoteUsers: intArray(write.quotes.map((q) => q.userId)),
    quoteClientIds: textArray(write.quotes.map((q) => q.clientQuoteId)),
    quoteAmounts: textArray(write.quotes.map((q) => q.amount)),
    quoteSeqs: intArray(write.quotes.map((q) => q.seq)),
    quoteAcceptedAt: textArray(write.quotes.map((q) => iso(q.acceptedAt))),
    quoteRefusals: textArray(write.quotes.map((q) => q.refusal)),
    standingSuppliers: intArray(write.standings.map((s) => s.supplierId)),
    standingNames: textArray(write.standings.map((s) => s.companyName)),
    standingAmounts: textArray(write.standings.map((s) => s.amount)),
    standingAcceptedAt: textArray(write.standings.map((s) => iso(s.acceptedAt))),
    standingSeqs: intArray(write.standings.map((s) => s.seq)),
    standingCounts: intArray(write.standings.map((s) => s.quoteCount)),
    eventIds: textArray(write.rows.map((r) => r.id)),
    eventSeqs: intArray(write.rows.map((r) => r.seq)),
    eventTypes: textArray(write.rows.map((r) => r.type)),
    // One JSON array, not an array literal of JSON texts: a hot project's payloads carry the
    // whole ranking, and escaping them into a literal cost more than the statement saved.
    eventPayloads: JSON.stringify(write.rows.map((r) => r.payload)),
    eventHashes: textArray(write.rows.map((r) => r.hash)),
    eventCreatedAt: textArray(write.rows.map((r) => r.createdAt.toISOString())),
  });
  return Number(row?.written ?? 0) > 0;
}
