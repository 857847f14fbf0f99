import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eApplies, outbox, projectPbSettings, projects, quotes } from '../../db/lifecycle-schema.ts';
import { companies, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

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

const EARLIER = { id: quotes.id, seq: quotes.seq, amount: quotes.amount, refusal: quotes.refusal, acceptedAt: quotes.acceptedAt };
export type Earlier = { id: number; seq: number | null; amount: string; refusal: string | null; acceptedAt: Date | null };

/**
 * Locks the project for a quote and reads, in the same statement, everything the decision
 * needs about the supplier: its firm, its sign-up and an earlier attempt with the same
 * clientQuoteId (read under the lock, so a concurrent retry of the same quote is seen).
 * One round trip fewer on the path every other bidder of the project waits behind.
 */
export async function lockForQuote(tx: Db, tenantId: number, projectId: number, userId: number, clientQuoteId: string) {
  const [row] = await tx
    .select({
      project: projects,
      settings: projectPbSettings,
      supplierId: users.companyId,
      companyName: companies.companyName,
      signUpStatus: eApplies.status,
      earlier: EARLIER,
    })
    .from(projects)
    .leftJoin(projectPbSettings, eq(projectPbSettings.projectId, projects.id))
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(eApplies, and(eq(eApplies.projectId, projects.id), eq(eApplies.supplierId, users.companyId)))
    .leftJoin(quotes, and(eq(quotes.projectId, projects.id), eq(quotes.supplierId, users.companyId), eq(quotes.clientQuoteId, clientQuoteId)))
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId), eq(projects.isDeleted, false)))
    .for('update', { of: projects });
  if (!row) throw notFound(projectId);
  const supplier = row.supplierId === null ? null : { supplierId: row.supplierId, companyName: row.companyName ?? '', signUpStatus: row.signUpStatus };
  return { project: row.project, settings: row.settings, supplier, earlier: row.earlier?.id ? row.earlier : null };
}


/** The stored first attempt of a clientQuoteId, read afresh. */
export async function findEarlier(tx: Db, projectId: number, supplierId: number, clientQuoteId: string): Promise<Earlier | null> {
  const [row] = await tx
    .select(EARLIER)
    .from(quotes)
    .where(and(eq(quotes.projectId, projectId), eq(quotes.supplierId, supplierId), eq(quotes.clientQuoteId, clientQuoteId)));
  return row ?? null;
}

/** quote.accepted of an earlier accepted quote: what its first answer said. */
export async function earlierAcceptance(tx: Db, projectId: number, seq: number) {
  const [row] = await tx.select({ payload: outbox.payload }).from(outbox).where(and(eq(outbox.projectId, projectId), eq(outbox.seq, seq)));
  return (row?.payload as { isNewBest: boolean; quoteCount: number } | undefined) ?? null;
}
