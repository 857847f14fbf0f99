import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eApplies, outbox, projectPbSettings, projects, quotes } from '../../db/lifecycle-schema.ts';
import { quoteStandings } from '../../db/quote-schema.ts';
import { companies, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { RankingEntry } from '@bidhall/domain/disclosure';
import type { RankingLine } from '@bidhall/domain/ranking-lines';

/** A project with its bidding settings row (null when none was saved), for readers. */
export async function readProjectWithSettings(db: Db, tenantId: number, projectId: number) {
  const [row] = await projectWithSettings(db, tenantId, projectId);
  if (!row) throw notFound(projectId);
  return row;
}

function projectWithSettings(db: Db, tenantId: number, projectId: number) {
  return db
    .select({ project: projects, settings: projectPbSettings })
    .from(projects)
    .leftJoin(projectPbSettings, eq(projectPbSettings.projectId, projects.id))
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId), eq(projects.isDeleted, false)));
}

export type Earlier = {
  id: number;
  seq: number | null;
  amount: string;
  refusal: string | null;
  acceptedAt: Date | null;
};
/** Who quotes: the supplier firm of the user, its sign-up, and an earlier attempt of the clientQuoteId. */
export type QuoterFacts = {
  supplierId: number;
  companyName: string;
  signUpStatus: number | null;
  earlier: Earlier | null;
};
export type Quoter = { userId: number; clientQuoteId: string };

/** A quoter's facts for any clientQuoteId of its: the earlier attempt left out, written out field by field. */
export const withoutEarlier = (facts: QuoterFacts): QuoterFacts & { earlier: null } => ({
  supplierId: facts.supplierId,
  companyName: facts.companyName,
  signUpStatus: facts.signUpStatus,
  earlier: null,
});

/**
 * Locks the project row (FOR UPDATE) for a batch that must not be overtaken: the fallback
 * after optimistic attempts lost to other writers (submit.ts). The batch reads its state
 * afterwards, in its own statement (batchStateReader), so that it sees what the previous lock
 * holder committed.
 */
export async function lockProjectRow(tx: Db, tenantId: number, projectId: number): Promise<void> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId), eq(projects.isDeleted, false)))
    .for('update');
  if (!row) throw notFound(projectId);
}

/**
 * Everything a batch is decided on, read in one statement (one snapshot): the project row
 * with its bidding settings and its row version, the facts of every quoter (keyed by
 * quoterKey), the project's standings, and one new quote id per call (so that the quotes and
 * their stream rows are written together in one statement afterwards; an id a refusal or a
 * lost attempt does not use is a harmless gap). The batch's write succeeds only while the
 * project row is still at `version`, so a decision is never stored against a state that
 * another writer changed in between. One call reads the batches of several projects
 * (combining.ts); each gets its state, or null when its project does not exist.
 *
 * The statement is prepared once per database handle: planning it anew costs PostgreSQL more
 * than executing it, and the api the building of its text. A transaction's
 * handle (the locked fallback) prepares its own; the connection still knows it by its name.
 */
export function batchStateReader(db: Db) {
  const query = batchStatesQuery(db);
  return async (asked: readonly BatchAsked[]) => {
    // Written out, not `{ ...q, request }`: on Node 20 that spread gets a hidden class per run.
    const quoters = asked.flatMap((a, i) =>
      a.quoters.map((q) => ({ userId: q.userId, clientQuoteId: q.clientQuoteId, request: i + 1 })),
    );
    const rows = await query.execute({
      projectIds: asked.map((a) => a.projectId),
      tenantIds: asked.map((a) => a.tenantId),
      counts: asked.map((a) => a.quoters.length),
      quoterRequests: quoters.map((q) => q.request),
      userIds: quoters.map((q) => q.userId),
      clientQuoteIds: quoters.map((q) => q.clientQuoteId),
    });
    const byRequest = new Map(rows.map((row) => [Number(row.request), row]));
    return asked.map((_, i) => {
      const row = byRequest.get(i + 1);
      if (!row) return null;
      return {
        project: row.project,
        settings: row.settings,
        version: row.version,
        quoters: quotersOf(parseJson<QuoterRow[]>(row.quoters)),
        standings: parseJson<RankingLine[]>(row.standings).map(standingOf),
        quoteIds: (row.quoteIds as Array<string | number>).map(Number),
      };
    });
  };
}

export type BatchAsked = { tenantId: number; projectId: number; quoters: readonly Quoter[] };
export type BatchState = NonNullable<Awaited<ReturnType<ReturnType<typeof batchStateReader>>>[number]> & {
  /** The standings ranked, when a kept state had them ranked already (kept-state.ts); ranked again otherwise. */
  ranking?: readonly RankingEntry[];
};

function batchStatesQuery(db: Db) {
  const asked = sql`unnest(${sql.placeholder('projectIds')}::int[], ${sql.placeholder('tenantIds')}::int[], ${sql.placeholder('counts')}::int[]) with ordinality as asked(project_id, tenant_id, quoter_count, request)`;
  return db
    .select({
      request: sql<number>`asked.request`,
      project: projects,
      settings: projectPbSettings,
      // xmin changes with every update of the row: the version the conditional write checks.
      version: sql<string>`${projects}.xmin::text`,
      quoters: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'userId', quoter.user_id, 'clientQuoteId', quoter.client_quote_id, 'supplierId', ${users.companyId},
          'companyName', ${companies.companyName}, 'signUpStatus', ${eApplies.status}, 'earlierId', ${quotes.id},
          'earlierSeq', ${quotes.seq}, 'earlierAmount', ${quotes.amount}::text, 'earlierRefusal', ${quotes.refusal},
          'earlierAcceptedAt', (extract(epoch from ${quotes.acceptedAt}) * 1000)::bigint)), '[]'::json)
        from unnest(${sql.placeholder('quoterRequests')}::int[], ${sql.placeholder('userIds')}::int[], ${sql.placeholder('clientQuoteIds')}::text[]) as quoter(request, user_id, client_quote_id)
        join ${users} on ${users.id} = quoter.user_id
        left join ${companies} on ${companies.id} = ${users.companyId}
        left join ${eApplies} on ${eApplies.projectId} = asked.project_id and ${eApplies.supplierId} = ${users.companyId}
        left join ${quotes} on ${quotes.projectId} = asked.project_id and ${quotes.supplierId} = ${users.companyId} and ${quotes.clientQuoteId} = quoter.client_quote_id
        where quoter.request = asked.request)`,
      standings: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'supplierId', supplier_id, 'companyName', company_name, 'amount', amount::text,
          'acceptedAt', (extract(epoch from accepted_at) * 1000)::bigint, 'seq', seq, 'quoteCount', quote_count)), '[]'::json)
        from ${quoteStandings} where project_id = asked.project_id)`,
      quoteIds: sql<unknown>`(select array_agg(nextval(pg_get_serial_sequence('quotes', 'id'))) from generate_series(1, asked.quoter_count))`,
    })
    .from(asked)
    .innerJoin(
      projects,
      and(
        eq(projects.id, sql`asked.project_id`),
        eq(projects.tenantId, sql`asked.tenant_id`),
        eq(projects.isDeleted, false),
      ),
    )
    .leftJoin(projectPbSettings, eq(projectPbSettings.projectId, projects.id))
    .prepare('quote_batch_states');
}

type QuoterRow = {
  userId: number;
  clientQuoteId: string;
  supplierId: number | null;
  companyName: string | null;
  signUpStatus: number | null;
  earlierId: number | null;
  earlierSeq: number | null;
  earlierAmount: string | null;
  earlierRefusal: string | null;
  earlierAcceptedAt: number | null;
};

// PGlite hands json back parsed, node-postgres too; a driver that does not gives text.
const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function quotersOf(rows: readonly QuoterRow[]): Map<string, QuoterFacts> {
  const facts = new Map<string, QuoterFacts>();
  for (const r of rows) {
    if (r.supplierId === null) continue;
    const earlier: Earlier | null =
      r.earlierId === null
        ? null
        : {
            id: r.earlierId,
            seq: r.earlierSeq,
            amount: r.earlierAmount!,
            refusal: r.earlierRefusal,
            acceptedAt: r.earlierAcceptedAt === null ? null : new Date(Number(r.earlierAcceptedAt)),
          };
    facts.set(quoterKey(r.userId, r.clientQuoteId), {
      supplierId: r.supplierId,
      companyName: r.companyName ?? '',
      signUpStatus: r.signUpStatus,
      earlier,
    });
  }
  return facts;
}

// Amounts come as text (numeric keeps its two decimals), times as epoch ms.
const standingOf = (s: RankingLine): RankingLine => ({ ...s, acceptedAt: Number(s.acceptedAt) });

export const quoterKey = (userId: number, clientQuoteId: string) => `${userId}\u0000${clientQuoteId}`;

/** quote.accepted of an earlier accepted quote: what its first answer said. */
export async function earlierAcceptance(tx: Db, projectId: number, seq: number) {
  const [row] = await tx
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.projectId, projectId), eq(outbox.seq, seq)));
  return (row?.payload as { quoteCount: number } | undefined) ?? null;
}
