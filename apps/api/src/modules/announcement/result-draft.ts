import { and, eq, inArray } from 'drizzle-orm';
import type { WinnerDto } from '@bidhall/contracts/evaluation';
import { PRICE_ONLY_RULES } from '@bidhall/domain/record-verify';
import { failureNoticeDraft, resultNoticeDraft, type NoticeDraft } from '@bidhall/domain/result-notice';
import { ANNOUNCEMENT_TYPES } from '@bidhall/domain/announcement-types';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { notices } from '../../db/documents-schema.ts';
import { projectResults } from '../../db/evaluation-schema.ts';
import { companies } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import { ruleOf } from '../hall/snapshot.ts';
import { loadRecord } from '../project-record/export.ts';
import { publicRecord } from '../project-record/public.ts';
import type { ProjectRow } from '../projects/project-dto.ts';

/** The notice each end of a project drafts: the result notice at 7, the failure notice at 8. */
export const DRAFTED_AT = { 7: 5, 8: 6 } as const;
export type DraftedType = (typeof DRAFTED_AT)[keyof typeof DRAFTED_AT];

async function noticeProject(ctx: RequestContext, p: ProjectRow) {
  const ids = [p.purchaserCompanyId, p.agencyCompanyId].filter((id): id is number => id !== null);
  const names = await ctx.db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(inArray(companies.id, ids));
  const nameOf = (id: number | null) => names.find((n) => n.id === id)?.name ?? null;
  return {
    name: p.name,
    projectNum: p.projectNum,
    purchaserName: nameOf(p.purchaserCompanyId),
    agencyName: nameOf(p.agencyCompanyId),
    windowFrom: p.uppriceFromTime,
    windowTo: p.uppriceToTime,
  };
}

/**
 * The result notice from the confirmed result: its winners as stored, the other bidders as far
 * as the public cut of the record publishes them (the audience policy's public facts), and the
 * record's heads as they stand after the confirmation's own entry.
 */
async function resultDraft(ctx: RequestContext, p: ProjectRow): Promise<NoticeDraft> {
  const [result] = await ctx.db.select().from(projectResults).where(eq(projectResults.projectId, p.id));
  const record = await publicRecord(ctx, p.id, { inTransaction: true });
  const ranking = PRICE_ONLY_RULES.includes(ruleOf(p)) ? record.result.ranking : [];
  return resultNoticeDraft(
    {
      ...(await noticeProject(ctx, p)),
      winners: ((result?.winners ?? []) as WinnerDto[]).map((w) => ({ companyName: w.companyName, amount: w.amount })),
      ranking: ranking.map((r) => ({ rank: r.rank, companyName: r.companyName, amount: r.amount })),
      confirmedAt: result?.confirmedAt ?? ctx.deps.now(),
      chainHead: record.head,
      publicHead: record.publicHead,
    },
    ctx.lang,
  );
}

/** The failure notice, with the valid bidders against the minimum as the stored record counts them. */
async function failureDraft(ctx: RequestContext, p: ProjectRow): Promise<NoticeDraft> {
  const { record } = await loadRecord(ctx, p.id, { inTransaction: true });
  return failureNoticeDraft(
    {
      ...(await noticeProject(ctx, p)),
      failedAt: p.windowClosedAt ?? p.updatedAt,
      validBidders: record.result.validBidders,
      minBidders: record.result.minBidders,
    },
    ctx.lang,
  );
}

/**
 * The draft of the notice that announces how the project ended, written from the template by
 * `createdBy`; a draft of that type already waiting (the agency's own, or one made before) is
 * kept and answered instead. Only a normal project (mode 0) at 7 or 8 has one.
 */
export async function draftEndNotice(
  ctx: RequestContext,
  p: ProjectRow,
  type: DraftedType,
  createdBy: number,
): Promise<number> {
  const expected = type === 5 ? 7 : 8;
  if (p.mode !== 0 || p.state !== expected)
    throw userFriendly({
      key: 'notice.wrongState',
      params: { type: ANNOUNCEMENT_TYPES[type].labels[ctx.lang], state: projectStateLabel(p.state, ctx.lang) },
    });
  const [waiting] = await ctx.db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.projectId, p.id), eq(notices.type, type), eq(notices.status, 0)));
  if (waiting) return waiting.id;
  const draft = type === 5 ? await resultDraft(ctx, p) : await failureDraft(ctx, p);
  const now = ctx.deps.now();
  const [row] = await ctx.db
    .insert(notices)
    .values({
      tenantId: p.tenantId,
      projectId: p.id,
      type,
      title: draft.title.slice(0, 300),
      content: draft.content,
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: notices.id });
  return row!.id;
}
