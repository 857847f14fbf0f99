import { and, eq, sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/arrays.ts';
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

export type Earlier = { id: number; seq: number | null; amount: string; refusal: string | null; acceptedAt: Date | null };
/** Who quotes: the supplier firm of the user, its sign-up, and an earlier attempt of the clientQuoteId. */
export type QuoterFacts = { supplierId: number; companyName: string; signUpStatus: number | null; earlier: Earlier | null };
export type Quoter = { userId: number; clientQuoteId: string };

/**
 * Locks the project row for a batch of quotes (FOR UPDATE: quotes of one project, in every
 * api process, are decided one batch at a time) and reads it with its bidding settings.
 */
export async function lockProjectWithSettings(tx: Db, tenantId: number, projectId: number) {
  const [row] = await projectWithSettings(tx, tenantId, projectId).for('update', { of: projects });
  if (!row) throw notFound(projectId);
  return row;
}

/**
 * The facts of every quoter of a batch, in one statement. It must run after the lock was
 * taken, as its own statement: a statement that waited for the lock keeps the snapshot it
 * started with for every table but the locked row, and would miss an earlier attempt of the
 * same clientQuoteId that the previous lock holder just committed. Keyed by quoterKey.
 */
export async function quotersFacts(tx: Db, projectId: number, quoters: readonly Quoter[]): Promise<Map<string, QuoterFacts>> {
  const result = await tx.execute(sql`
    select asked.user_id, asked.client_quote_id, ${users.companyId} as supplier_id, ${companies.companyName} as company_name,
      ${eApplies.status} as sign_up_status, ${quotes.id} as earlier_id, ${quotes.seq} as earlier_seq, ${quotes.amount} as earlier_amount,
      ${quotes.refusal} as earlier_refusal, ${quotes.acceptedAt} as earlier_accepted_at
    from unnest(${intArray(quoters.map((q) => q.userId))}::int[], ${textArray(quoters.map((q) => q.clientQuoteId))}::text[]) as asked(user_id, client_quote_id)
    join ${users} on ${users.id} = asked.user_id
    left join ${companies} on ${companies.id} = ${users.companyId}
    left join ${eApplies} on ${eApplies.projectId} = ${projectId} and ${eApplies.supplierId} = ${users.companyId}
    left join ${quotes} on ${quotes.projectId} = ${projectId} and ${quotes.supplierId} = ${users.companyId} and ${quotes.clientQuoteId} = asked.client_quote_id`);
  const facts = new Map<string, QuoterFacts>();
  for (const r of (result as unknown as { rows: Array<Record<string, unknown>> }).rows) {
    if (r.supplier_id === null) continue;
    const earlier: Earlier | null =
      r.earlier_id === null
        ? null
        : {
            id: Number(r.earlier_id),
            seq: r.earlier_seq === null ? null : Number(r.earlier_seq),
            amount: String(r.earlier_amount),
            refusal: (r.earlier_refusal as string | null) ?? null,
            acceptedAt: r.earlier_accepted_at === null ? null : new Date(r.earlier_accepted_at as string),
          };
    const signUpStatus = r.sign_up_status === null ? null : Number(r.sign_up_status);
    facts.set(quoterKey(Number(r.user_id), String(r.client_quote_id)), { supplierId: Number(r.supplier_id), companyName: String(r.company_name ?? ''), signUpStatus, earlier });
  }
  return facts;
}

export const quoterKey = (userId: number, clientQuoteId: string) => `${userId}\u0000${clientQuoteId}`;

/** quote.accepted of an earlier accepted quote: what its first answer said. */
export async function earlierAcceptance(tx: Db, projectId: number, seq: number) {
  const [row] = await tx.select({ payload: outbox.payload }).from(outbox).where(and(eq(outbox.projectId, projectId), eq(outbox.seq, seq)));
  return (row?.payload as { isNewBest: boolean; quoteCount: number } | undefined) ?? null;
}
