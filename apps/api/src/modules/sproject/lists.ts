import { and, asc, count, desc, eq, isNotNull, max, type SQL } from 'drizzle-orm';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import type { PriceListItem } from '@bidhall/contracts/sproject';
import { DEFAULT_ABNORMAL_LOW_PERCENT, abnormalLowJudge, flagsAbnormallyLow } from '@bidhall/domain/abnormal-low';
import { ROLES } from '@bidhall/domain/roles';
import { isWinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { eApplies, projects, quotes } from '../../db/lifecycle-schema.ts';
import { viewSeqsAt } from '../../events/view-census.ts';
import type { Actor } from '../projects/actor.ts';
import type { ProjectRow } from '../projects/project-dto.ts';
import { visibleProjects } from '../projects/scope.ts';
import { audienceOf, windowEndedSql } from '../projects/audience.ts';
import { loadSettings } from '../pb-setting/settings.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Sign-ups of visible projects; a supplier sees its own firm's only. */
export async function pagedEApplies(
  db: Db,
  actor: Actor,
  input: { SkipCount: number; MaxResultCount: number; projectId?: number | undefined; status?: number | undefined },
  mode: 0 | 1,
  now: Date,
): Promise<PagedResult<EApplyDto>> {
  const where = and(
    visibleProjects(actor, eq(projects.mode, mode)),
    // Audience policy: a supplier reads its own sign-ups; an expert none before the window ends.
    actor.role === ROLES.supplier ? eq(eApplies.supplierId, actor.companyId ?? 0) : undefined,
    actor.role === ROLES.expert ? windowEndedSql(now) : undefined,
    input.projectId === undefined ? undefined : eq(eApplies.projectId, input.projectId),
    input.status === undefined ? undefined : eq(eApplies.status, input.status),
  );
  const base = () =>
    db.select({ e: eApplies, p: projects }).from(eApplies).innerJoin(projects, eq(projects.id, eApplies.projectId));
  const [total] = await db
    .select({ n: count() })
    .from(eApplies)
    .innerJoin(projects, eq(projects.id, eApplies.projectId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(eApplies.submittedAt), desc(eApplies.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  return { totalCount: total?.n ?? 0, items: rows.map(({ e, p }) => toEApplyDto(e, p)) };
}

export function toEApplyDto(
  e: typeof eApplies.$inferSelect,
  p: Pick<ProjectRow, 'name' | 'projectNum' | 'state' | 'applyToTime' | 'uppriceFromTime' | 'uppriceToTime' | 'paused'>,
): EApplyDto {
  return {
    id: e.id,
    projectId: e.projectId,
    projectName: p.name,
    projectNum: p.projectNum,
    projectState: p.state,
    applyToTime: iso(p.applyToTime),
    uppriceFromTime: iso(p.uppriceFromTime),
    uppriceToTime: iso(p.uppriceToTime),
    paused: p.paused,
    supplierId: e.supplierId,
    companyName: e.companyName,
    linkman: e.linkman,
    linkPhone: e.linkPhone,
    content: e.content,
    status: e.status,
    comment: e.comment,
    submitTime: e.submittedAt.toISOString(),
    auditTime: iso(e.auditedAt),
  };
}

/** Bidders allowed to quote (sign-up passed) with how many quotes each made; never amounts. */
export async function uppriceSuppliers(db: Db, projectId: number) {
  const rows = await db
    .select({ e: eApplies, quoteCount: count(quotes.seq), lastQuoteTime: max(quotes.acceptedAt) })
    .from(eApplies)
    .leftJoin(
      quotes,
      and(eq(quotes.projectId, eApplies.projectId), eq(quotes.supplierId, eApplies.supplierId), isNotNull(quotes.seq)),
    )
    .where(and(eq(eApplies.projectId, projectId), eq(eApplies.status, 1)))
    .groupBy(eApplies.id)
    .orderBy(asc(eApplies.id));
  return rows.map(({ e, quoteCount, lastQuoteTime }) => ({
    eApplyId: e.id,
    supplierId: e.supplierId,
    companyName: e.companyName,
    quoteCount,
    lastQuoteTime: lastQuoteTime ? new Date(lastQuoteTime).toISOString() : null,
  }));
}

/**
 * Accepted quotes of a project in seq order, as the audience policy lets the caller see them:
 * a supplier its own lines (the hall shows it the others as its mode allows); the others
 * every line once they may know the bidders, amounts only where the policy shows them.
 */
export async function priceList(db: Db, actor: Actor, p: ProjectRow, now: Date): Promise<PriceListItem[]> {
  const { facts } = await audienceOf(db, actor, p, now);
  const ownOnly = actor.role === ROLES.supplier || facts.identities !== 'all';
  const readable = actor.role === ROLES.supplier ? 'own' : facts.amounts === 'all' ? 'all' : 'none';
  const own: SQL | undefined = ownOnly
    ? eq(quotes.supplierId, actor.role === ROLES.supplier ? (actor.companyId ?? 0) : 0)
    : undefined;
  const rows = await db
    .select({ q: quotes, companyName: eApplies.companyName })
    .from(quotes)
    .innerJoin(eApplies, and(eq(eApplies.projectId, quotes.projectId), eq(eApplies.supplierId, quotes.supplierId)))
    .where(and(eq(quotes.projectId, p.id), isNotNull(quotes.seq), own))
    .orderBy(asc(quotes.seq));
  // A supplier's own lines carry their seqs in its view of the stream, as its quote answers and echoes do.
  const supplier = actor.role === ROLES.supplier;
  const viewSeqs = supplier
    ? await viewSeqsAt(
        db,
        p.id,
        'supplier',
        actor.companyId ?? 0,
        rows.map(({ q }) => q.seq!),
      )
    : null;
  const flag = readable === 'all' && !supplier ? await abnormalLowFlag(db, p, rows) : null;
  return rows.map(({ q, companyName }) => ({
    seq: viewSeqs ? viewSeqs.get(q.seq!)! : q.seq!,
    supplierId: q.supplierId,
    companyName,
    amount: readable === 'none' ? null : q.amount,
    acceptedAt: q.acceptedAt!.toISOString(),
    ...(flag ? { abnormallyLow: flag(q.amount) } : {}),
  }));
}

/** Flags a line against the current quotes (each bidder's latest, the rows in seq order), by the project's percent. */
async function abnormalLowFlag(
  db: Db,
  p: ProjectRow,
  rows: ReadonlyArray<{ q: { supplierId: number; amount: string } }>,
) {
  if (!isWinbidRule(p.winbidRule) || !flagsAbnormallyLow(p.winbidRule)) return null;
  const { settings } = await loadSettings(db, p.tenantId, p.id);
  return abnormalLowJudge(
    rows.map(({ q }) => q),
    settings.abnormalLowPercent ?? DEFAULT_ABNORMAL_LOW_PERCENT,
  );
}
