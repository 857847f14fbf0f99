import { and, eq, getTableColumns, sql, type Column, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { eApplies, outbox, projectPbSettings, projects, quotes } from '../../db/lifecycle-schema.ts';
import { companies, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ProjectRow, SettingsRow } from '../hall/window.ts';

/** A project with its bidding settings row (null when none was saved), for readers. */
export async function readProjectWithSettings(db: Db, tenantId: number, projectId: number) {
  const [row] = await projectWithSettings(db, tenantId, projectId);
  if (!row) throw notFound(projectId);
  return row;
}

/**
 * The project's columns a quote batch decides on and moves (its window, its stream head): a
 * selection built on every batch, so no wider than that.
 */
const QUOTED_PROJECT = {
  id: projects.id,
  state: projects.state,
  winbidRule: projects.winbidRule,
  budget: projects.budget,
  applyToTime: projects.applyToTime,
  uppriceFromTime: projects.uppriceFromTime,
  uppriceToTime: projects.uppriceToTime,
  paused: projects.paused,
  windowClosedAt: projects.windowClosedAt,
  extensions: projects.extensions,
  extendedSeconds: projects.extendedSeconds,
  windowVersion: projects.windowVersion,
  lastSeq: projects.lastSeq,
  lastHash: projects.lastHash,
};
export type QuotedProject = Pick<ProjectRow, keyof typeof QUOTED_PROJECT>;

// Each column as `<prefix><key>`, so that one row carries the project and its settings apart.
const columnsAs = (columns: Record<string, Column>, prefix: string) =>
  Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(prefix + key)}`);
/**
 * The project row locked with its settings: the statement's text is rendered once (about 40
 * columns, which drizzle would render again on every batch) and runs inside the batch's
 * transaction under its name.
 */
const lockStatement = namedStatement<Record<string, unknown>>(
  'quote_lock',
  sql`select ${sql.join([...columnsAs(QUOTED_PROJECT, 'p.'), ...columnsAs(getTableColumns(projectPbSettings), 's.')], sql`, `)}
    from ${projects} left join ${projectPbSettings} on ${projectPbSettings.projectId} = ${projects.id}
    where ${projectIs(sql.placeholder('tenantId'), sql.placeholder('projectId'))} for update of ${projects}`,
);
/** One part of a row read with columnsAs, each value mapped by its column as drizzle maps a select's. */
function partOf(row: Record<string, unknown>, columns: Record<string, Column>, prefix: string) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => {
      const value = row[prefix + key];
      return [key, value === null ? null : column.mapFromDriverValue(value)];
    }),
  );
}

/**
 * The project as a quote batch needs it, with its bidding settings (null when none were
 * saved), its row locked (FOR UPDATE) for the rest of the transaction: every writer of a
 * project's stream takes this lock first, so a quote batch decides on a state that no pause,
 * moved end, window end or other batch changes until it commits.
 */
export async function lockProjectWithSettings(
  tx: Db,
  tenantId: number,
  projectId: number,
): Promise<{ project: QuotedProject; settings: SettingsRow | null }> {
  const [row] = await lockStatement(tx, { tenantId, projectId });
  if (!row) throw notFound(projectId);
  const settings = row['s.projectId'] === null ? null : partOf(row, getTableColumns(projectPbSettings), 's.');
  return { project: partOf(row, QUOTED_PROJECT, 'p.') as QuotedProject, settings: settings as SettingsRow | null };
}

function projectWithSettings(db: Db, tenantId: number, projectId: number) {
  return db
    .select({ project: projects, settings: projectPbSettings })
    .from(projects)
    .leftJoin(projectPbSettings, eq(projectPbSettings.projectId, projects.id))
    .where(projectIs(tenantId, projectId));
}

function projectIs(tenantId: number | Placeholder, projectId: number | Placeholder) {
  return and(eq(projects.id, projectId), eq(projects.tenantId, tenantId), eq(projects.isDeleted, false));
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

/**
 * The facts of each quoter of a batch, keyed by quoterKey, in one statement: its firm and
 * that firm's sign-up to the project, and its firm's earlier quote of the same clientQuoteId
 * (a retry gets that quote's answer). A user without a firm has no facts: it may not quote.
 */
export async function readQuoterFacts(
  tx: Db,
  projectId: number,
  quoters: readonly Quoter[],
): Promise<Map<string, QuoterFacts>> {
  const rows = await tx
    .select({
      userId: users.id,
      supplierId: users.companyId,
      companyName: companies.companyName,
      signUpStatus: eApplies.status,
      earlier: {
        id: quotes.id,
        clientQuoteId: quotes.clientQuoteId,
        seq: quotes.seq,
        amount: quotes.amount,
        refusal: quotes.refusal,
        acceptedAt: quotes.acceptedAt,
      },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(eApplies, and(eq(eApplies.projectId, projectId), eq(eApplies.supplierId, users.companyId)))
    .leftJoin(
      quotes,
      and(
        eq(quotes.projectId, projectId),
        eq(quotes.supplierId, users.companyId),
        sql`${quotes.clientQuoteId} = any(${sql.param(quoters.map((q) => q.clientQuoteId))}::varchar[])`,
      ),
    )
    .where(sql`${users.id} = any(${sql.param(quoters.map((q) => q.userId))}::int[])`)
    .prepare('quote_facts')
    .execute();
  const facts = new Map<string, QuoterFacts>();
  for (const { userId, clientQuoteId } of quoters) {
    const own = rows.filter((r) => r.userId === userId);
    const firm = own[0];
    if (!firm || firm.supplierId === null) continue;
    const earlier = own.find((r) => r.earlier?.clientQuoteId === clientQuoteId)?.earlier ?? null;
    facts.set(quoterKey(userId, clientQuoteId), {
      supplierId: firm.supplierId,
      companyName: firm.companyName ?? '',
      signUpStatus: firm.signUpStatus,
      earlier: earlier && {
        id: earlier.id,
        seq: earlier.seq,
        amount: earlier.amount,
        refusal: earlier.refusal,
        acceptedAt: earlier.acceptedAt,
      },
    });
  }
  return facts;
}

export const quoterKey = (userId: number, clientQuoteId: string) => `${userId}\u0000${clientQuoteId}`;

/** quote.accepted of an earlier accepted quote: what its first answer said. */
export async function earlierAcceptance(tx: Db, projectId: number, seq: number) {
  const [row] = await tx
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.projectId, projectId), eq(outbox.seq, seq)));
  return (row?.payload as { quoteCount: number } | undefined) ?? null;
}
