import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox, projects, quotes } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';
import type { OutboxRow } from '../../events/append.ts';
import type { ProjectRow } from '../hall/window.ts';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { QuoteRowToStore } from './standings.ts';

/** What a decided batch stores, in one statement (batchWriter). */
export type QuoteBatchWrite = {
  tenantId: number;
  projectId: number;
  /** The project row's version (xmin) the batch was decided on. */
  version: string;
  /** The new stream rows, consecutive and hash-chained; the head moves to the last. */
  rows: readonly OutboxRow[];
  quotes: readonly QuoteRowToStore[];
  /** The new standings of the bidders that quoted. */
  standings: readonly RankingLine[];
  /** The window as soft close moved it, or null when it did not move. */
  window: Pick<ProjectRow, 'uppriceToTime' | 'extensions' | 'extendedSeconds' | 'windowVersion'> | null;
};

const p = (name: string) => sql.placeholder(name);

/**
 * Moves each project's stream head (and its window, when soft close moved it) and inserts its
 * batch's quotes, its bidders' standings and its stream rows, in one statement that writes
 * nothing of a project whose row is no longer at the version its batch was decided on. Every
 * batch of every hot project runs it, so it is one prepared statement
 * whose rows come as arrays (planning a new text per batch costs PostgreSQL more than running
 * it), and the batches of different projects that wait at the same time share it
 * (combining.ts). Written as data-modifying CTEs, which the query builder takes as SQL;
 * prepared once per database handle. Answers, per write, the project row's new version, or
 * null when it stored nothing: every write of the statement stores nothing when one of its
 * quotes repeats a clientQuoteId already stored (a batch decided on a kept state did not read
 * them, kept-state.ts); the unique index refuses it, whatever plan the statement runs on, and
 * the batches are decided again on reads, which find it.
 */
export function batchWriter(db: Db) {
  const head = db.$with('head', { id: sql<number>`id`.as('id'), version: sql<string>`version`.as('version') }).as(HEAD);
  const changes = Object.entries(INSERTS).map(([name, insert]) => db.$with(name, {}).as(insert));
  const statement = db
    .with(head, ...changes)
    .select({ id: head.id, version: head.version })
    .from(head)
    .prepare('quote_batch_write');
  return async (writes: readonly QuoteBatchWrite[]): Promise<Array<string | null>> => {
    let rows: Array<{ id: number; version: string }>;
    try {
      rows = await statement.execute(valuesOf(writes));
    } catch (error) {
      if (repeatsClientQuoteId(error)) return writes.map(() => null);
      throw error;
    }
    const written = new Map(rows.map((row) => [Number(row.id), String(row.version)]));
    return writes.map((w) => written.get(w.projectId) ?? null);
  };
}

/**
 * Moves the heads of the projects still at their batch's version; returns their ids and the
 * rows' new versions (the xmin of this statement's transaction).
 */
const HEAD = sql`update ${projects} as project set
      last_seq = coalesce(h.last_seq, project.last_seq),
      last_hash = coalesce(h.last_hash, project.last_hash),
      upprice_to_time = coalesce(h.ends_at, project.upprice_to_time),
      extensions = coalesce(h.extensions, project.extensions),
      extended_seconds = coalesce(h.extended_seconds, project.extended_seconds),
      window_version = coalesce(h.window_version, project.window_version)
    from unnest(${p('projectIds')}::int[], ${p('versions')}::text[], ${p('lastSeqs')}::int[], ${p('lastHashes')}::varchar[],
      ${p('endsAt')}::timestamptz[], ${p('extensions')}::int[], ${p('extendedSeconds')}::int[], ${p('windowVersions')}::int[])
      as h(project_id, version, last_seq, last_hash, ends_at, extensions, extended_seconds, window_version)
    where project.id = h.project_id and project.xmin = h.version::xid
    returning project.id, project.xmin::text as version`;

/** The rows of the projects `head` moved: quotes, standings, stream rows. */
const INSERTS = {
  new_quotes: sql`insert into ${quotes} (id, tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
    select q.* from unnest(${p('quoteIds')}::int[], ${p('quoteTenants')}::int[], ${p('quoteProjects')}::int[], ${p('quoteSuppliers')}::int[],
      ${p('quoteUsers')}::int[], ${p('quoteClientIds')}::varchar[], ${p('quoteAmounts')}::numeric[], ${p('quoteSeqs')}::int[],
      ${p('quoteAcceptedAt')}::timestamptz[], ${p('quoteRefusals')}::varchar[])
      as q(id, tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at, refusal)
    where q.project_id in (select id from head)`,
  new_standings: sql`insert into ${quoteStandings} (project_id, supplier_id, tenant_id, company_name, amount, accepted_at, seq, quote_count)
    select s.* from unnest(${p('standingProjects')}::int[], ${p('standingSuppliers')}::int[], ${p('standingTenants')}::int[],
      ${p('standingNames')}::varchar[], ${p('standingAmounts')}::numeric[], ${p('standingAcceptedAt')}::timestamptz[],
      ${p('standingSeqs')}::int[], ${p('standingCounts')}::int[])
      as s(project_id, supplier_id, tenant_id, company_name, amount, accepted_at, seq, quote_count)
    where s.project_id in (select id from head)
    on conflict (project_id, supplier_id) do update set amount = excluded.amount, accepted_at = excluded.accepted_at,
      seq = excluded.seq, quote_count = excluded.quote_count, company_name = excluded.company_name`,
  stream: sql`insert into ${outbox} (id, tenant_id, project_id, seq, type, payload, hash, created_at)
    -- The array is cast in a scalar subquery, which runs once per execution: PostgreSQL runs
    -- this statement on a generic plan, where a parameter's cast in the select list is
    -- evaluated for every row, and parsing the whole array per row made a big batch's write
    -- quadratic in its size.
    select e.id, e.tenant_id, e.project_id, e.seq, e.type, (select ${p('eventPayloads')}::jsonb) -> (e.n - 1)::int, e.hash, e.created_at
    from unnest(${p('eventIds')}::varchar[], ${p('eventTenants')}::int[], ${p('eventProjects')}::int[], ${p('eventSeqs')}::int[],
      ${p('eventTypes')}::varchar[], ${p('eventHashes')}::varchar[], ${p('eventCreatedAt')}::timestamptz[]) with ordinality
      as e(id, tenant_id, project_id, seq, type, hash, created_at, n)
    where e.project_id in (select id from head)`,
};

/** The unique index a second quote of one clientQuoteId runs into (lifecycle-schema.ts). */
const ONE_QUOTE_PER_CLIENT_ID = 'quotes_client_id_uq';

// The driver's error, or the query builder's around it (its cause).
function repeatsClientQuoteId(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Object && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === ONE_QUOTE_PER_CLIENT_ID) return true;
  }
  return false;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The statement's parameters: the batches' rows as one array per column (one pass, no row copies). */
function valuesOf(writes: readonly QuoteBatchWrite[]) {
  // One process runs one batch of a project at a time (submit.ts), so a project comes once.
  if (new Set(writes.map((w) => w.projectId)).size !== writes.length)
    throw new Error('two batches of one project in one write');
  const v = {
    projectIds: [] as number[],
    versions: [] as string[],
    lastSeqs: [] as Array<number | null>,
    lastHashes: [] as Array<string | null>,
    endsAt: [] as Array<string | null>,
    extensions: [] as Array<number | null>,
    extendedSeconds: [] as Array<number | null>,
    windowVersions: [] as Array<number | null>,
    quoteIds: [] as number[],
    quoteTenants: [] as number[],
    quoteProjects: [] as number[],
    quoteSuppliers: [] as number[],
    quoteUsers: [] as number[],
    quoteClientIds: [] as string[],
    quoteAmounts: [] as string[],
    quoteSeqs: [] as Array<number | null>,
    quoteAcceptedAt: [] as Array<string | null>,
    quoteRefusals: [] as Array<string | null>,
    standingProjects: [] as number[],
    standingSuppliers: [] as number[],
    standingTenants: [] as number[],
    standingNames: [] as string[],
    standingAmounts: [] as string[],
    standingAcceptedAt: [] as Array<string | null>,
    standingSeqs: [] as number[],
    standingCounts: [] as number[],
    eventIds: [] as string[],
    eventTenants: [] as number[],
    eventProjects: [] as Array<number | null>,
    eventSeqs: [] as Array<number | null>,
    eventTypes: [] as string[],
    eventHashes: [] as Array<string | null>,
    eventCreatedAt: [] as string[],
    eventPayloads: '',
  };
  const payloads: unknown[] = [];
  for (const w of writes) {
    const last = w.rows.at(-1);
    v.projectIds.push(w.projectId);
    v.versions.push(w.version);
    v.lastSeqs.push(last?.seq ?? null);
    v.lastHashes.push(last?.hash ?? null);
    v.endsAt.push(w.window?.uppriceToTime?.toISOString() ?? null);
    v.extensions.push(w.window?.extensions ?? null);
    v.extendedSeconds.push(w.window?.extendedSeconds ?? null);
    v.windowVersions.push(w.window?.windowVersion ?? null);
    for (const q of w.quotes) {
      v.quoteIds.push(q.id);
      v.quoteTenants.push(w.tenantId);
      v.quoteProjects.push(w.projectId);
      v.quoteSuppliers.push(q.supplierId);
      v.quoteUsers.push(q.userId);
      v.quoteClientIds.push(q.clientQuoteId);
      v.quoteAmounts.push(q.amount);
      v.quoteSeqs.push(q.seq);
      v.quoteAcceptedAt.push(iso(q.acceptedAt));
      v.quoteRefusals.push(q.refusal);
    }
    for (const s of w.standings) {
      v.standingProjects.push(w.projectId);
      v.standingSuppliers.push(s.supplierId);
      v.standingTenants.push(w.tenantId);
      v.standingNames.push(s.companyName);
      v.standingAmounts.push(s.amount);
      v.standingAcceptedAt.push(iso(s.acceptedAt));
      v.standingSeqs.push(s.seq);
      v.standingCounts.push(s.quoteCount);
    }
    for (const r of w.rows) {
      v.eventIds.push(r.id);
      v.eventTenants.push(r.tenantId);
      v.eventProjects.push(r.projectId);
      v.eventSeqs.push(r.seq);
      v.eventTypes.push(r.type);
      v.eventHashes.push(r.hash);
      v.eventCreatedAt.push(r.createdAt.toISOString());
      payloads.push(r.payload);
    }
  }
  // One JSON array, not an array of JSON texts: each payload escaped again into an array
  // costs more than the statement saves.
  v.eventPayloads = JSON.stringify(payloads);
  return v;
}
