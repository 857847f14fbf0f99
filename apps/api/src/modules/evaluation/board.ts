import { and, eq, inArray } from 'drizzle-orm';
import type { ScoreBoardDto, ScoreRowDto } from '@bidhall/contracts/evaluation';
import { scoreBoard, type ExpertSheet } from '@bidhall/domain/score-board';
import { isPriceScoreFormula } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { expertScores } from '../../db/evaluation-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import { loadBids } from './bids.ts';
import { gateView, reachProject, requireAmountsVisible, type ProjectRow } from './access.ts';
import { panelOf } from './experts.ts';
import { loadPlan } from './plan.ts';

export type Board = {
  rows: ScoreRowDto[] | null;
  expertsAssigned: number;
  expertsSubmitted: number;
  standings: RankingLine[];
};

/**
 * The scoring ranking as it stands: the price score over the bidders' latest quotes plus the
 * panel's points. Only experts on the panel count. `rows` is null without a plan.
 */
export async function buildBoard(db: Db, project: ProjectRow): Promise<Board> {
  const standings = await loadBids(db, project.id);
  const { plan, criteria } = await loadPlan(db, project.id);
  const panel = await panelOf(db, project.id);
  const counts = {
    expertsAssigned: panel.length,
    expertsSubmitted: panel.filter((e) => e.submittedAt !== null).length,
    standings,
  };
  if (!plan || !isPriceScoreFormula(plan.formula)) return { rows: null, ...counts };
  const ids = panel.map((e) => e.userId);
  const stored =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(expertScores)
          .where(and(eq(expertScores.projectId, project.id), inArray(expertScores.expertUserId, ids)));
  const sheets: ExpertSheet[] = ids.map((expertUserId) => ({
    expertUserId,
    entries: stored.filter((s) => s.expertUserId === expertUserId),
  }));
  const params = { formula: plan.formula, weight: plan.priceWeight, ...(plan.k === null ? {} : { k: plan.k }) };
  const names = new Map(standings.map((s) => [s.supplierId, s.companyName]));
  const shortlist = gateView(project).winbidRule === 7 ? (plan.shortlistSize ?? 0) : 0;
  const rows = scoreBoard(params, criteria, standings, sheets).map((r) => ({
    rank: r.rank,
    supplierId: r.supplierId,
    companyName: names.get(r.supplierId) ?? '',
    amount: r.amount,
    priceScore: r.priceScore,
    technical: r.technical,
    business: r.business,
    totalScore: r.totalScore,
    shortlisted: r.rank <= shortlist,
    experts: r.experts,
  }));
  return { rows, ...counts };
}

/** GetScoreBoard: for the agency and the purchaser once the quotes are open. */
export async function getScoreBoard(ctx: RequestContext, input: { projectId: number }): Promise<ScoreBoardDto> {
  const { project } = await reachProject(ctx, input.projectId);
  requireAmountsVisible(ctx, project);
  const board = await buildBoard(ctx.db, project);
  return {
    projectId: project.id,
    expertsAssigned: board.expertsAssigned,
    expertsSubmitted: board.expertsSubmitted,
    rows: board.rows ?? [],
  };
}
