import { eq } from 'drizzle-orm';
import type { ScoreRowDto, WinnerDto } from '@bidhall/contracts/evaluation';
import { EVALUATION_REFUSAL_MESSAGES, resultRefusal } from '@bidhall/domain/evaluation-gates';
import type { Labels } from '@bidhall/domain/lang';
import { WINNING_FAILURE_MESSAGES, decideWinner, isFailed } from '@bidhall/domain/winning';
import type { Db } from '../../db/database.ts';
import { evaluationPlans } from '../../db/evaluation-schema.ts';
import { projectPbSettings } from '../../db/lifecycle-schema.ts';
import { settingsOf } from '../hall/window.ts';
import { labelsOf } from '../../i18n/messages.ts';
import { buildBoard } from '../evaluation/board.ts';
import { gateView, type ProjectRow } from '../evaluation/access.ts';

export type Manual = { supplierId: number; reason: string } | null;

export type Decision =
  | { ok: true; winners: WinnerDto[]; average: string | null; reason: string | null; board: ScoreRowDto[] | null }
  | { ok: false; code: string; labels: Labels };

/**
 * What the project's result would be now, by its winning method (domain/winning): after
 * the window, the quotes opened, every expert done for the scoring methods; method 0 by the
 * agency's hand with a written reason.
 */
export async function decideResult(db: Db, project: ProjectRow, now: Date, manual: Manual): Promise<Decision> {
  const gate = gateView(project);
  const board = await buildBoard(db, project);
  const [plan] = await db.select().from(evaluationPlans).where(eq(evaluationPlans.projectId, project.id));
  const refusal = resultRefusal(gate, now.getTime(), {
    hasPlan: board.rows !== null,
    expertsAssigned: board.expertsAssigned,
    expertsSubmitted: board.expertsSubmitted,
  });
  if (refusal) return { ok: false, code: refusal, labels: EVALUATION_REFUSAL_MESSAGES[refusal] };
  const [settingsRow] = await db.select().from(projectPbSettings).where(eq(projectPbSettings.projectId, project.id));
  const { minBidders } = settingsOf(settingsRow ?? null);
  if (isFailed(board.standings.length, minBidders))
    return { ok: false, code: 'too-few-bidders', labels: labelsOf('result.tooFewBidders', { min: minBidders }) };
  const quoteOf = (supplierId: number) => board.standings.find((s) => s.supplierId === supplierId)!;
  const outcome = decideWinner(gate.winbidRule, {
    quotes: board.standings,
    totals: (board.rows ?? []).map((r) => ({
      ...r,
      acceptedAt: quoteOf(r.supplierId).acceptedAt,
      seq: quoteOf(r.supplierId).seq,
    })),
    amountIsRate: plan?.formula === 'discount-rate',
    ...(plan?.shortlistSize ? { shortlistSize: plan.shortlistSize } : {}),
    manual: gate.winbidRule === 0 ? manual : null,
  });
  if (!outcome.ok) return { ok: false, code: outcome.reason, labels: WINNING_FAILURE_MESSAGES[outcome.reason] };
  const names = new Map(board.standings.map((s) => [s.supplierId, s.companyName]));
  const winners = outcome.winners.map((w) => ({
    supplierId: w.supplierId,
    companyName: names.get(w.supplierId) ?? '',
    amount: w.amount,
    ...(w.totalScore === undefined ? {} : { totalScore: w.totalScore }),
  }));
  return { ok: true, winners, average: outcome.average ?? null, reason: outcome.reason ?? null, board: board.rows };
}
