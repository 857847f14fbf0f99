import { eq } from 'drizzle-orm';
import type { UpStatusInput } from '@bidhall/contracts/sproject';
import { expertSubmissions, projectResults } from '../../db/evaluation-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { refuse, type ProjectRow } from '../evaluation/access.ts';
import { decideResult } from './decide.ts';

/**
 * The result's part of the lifecycle moves 5 -> 6, 6 -> 5 and 6 -> 7. Sproject/UpStatus runs
 * these (sproject/move-effects.ts) inside its move, which writes the history templates
 * (7; 9; 8 and 10), the result announcement and the events, so that the Result calls and a
 * direct UpStatus take exactly the same path.
 */
type Effect = (
  ctx: RequestContext,
  actor: Actor,
  p: ProjectRow,
  input: UpStatusInput,
  now: Date,
) => Promise<{ set: Partial<ProjectRow> }>;

/** 5 -> 6: the winner(s) by the method, kept with the score board as they stand now. */
export const submitResultEffect: Effect = async (ctx, actor, p, input, now) => {
  if (p.mode === 1) return { set: {} };
  if (input.winnerSupplierId !== undefined && p.winbidRule !== 0)
    throw userFriendly({ key: 'result.manualOnlyForOther' });
  const manual =
    input.winnerSupplierId === undefined ? null : { supplierId: input.winnerSupplierId, reason: input.reason ?? '' };
  const decision = await decideResult(ctx.db, p, now, manual);
  if (!decision.ok) refuse(decision.labels);
  const values = {
    winbidRule: p.winbidRule,
    winners: decision.winners,
    average: decision.average,
    reason: decision.reason,
    board: decision.board,
    submittedBy: actor.userId,
    submittedAt: now,
    confirmedBy: null,
    confirmedAt: null,
  };
  await ctx.db
    .insert(projectResults)
    .values({ projectId: p.id, tenantId: ctx.tenantId, ...values })
    .onConflictDoUpdate({ target: projectResults.projectId, set: values });
  const [first] = decision.winners;
  return { set: { winnerSupplierId: first!.supplierId, winAmount: first!.amount, resultComment: decision.reason } };
};

/** 6 -> 5: the result is withdrawn and the experts may score again (re-evaluation). */
export const returnResultEffect: Effect = async (ctx, _actor, p) => {
  await ctx.db.delete(projectResults).where(eq(projectResults.projectId, p.id));
  await ctx.db.delete(expertSubmissions).where(eq(expertSubmissions.projectId, p.id));
  return { set: { winnerSupplierId: null, winAmount: null, resultComment: null } };
};

/** 6 -> 7: the purchaser's confirmation is stamped on the result it confirmed. */
export const confirmResultEffect: Effect = async (ctx, actor, p, _input, now) => {
  await ctx.db
    .update(projectResults)
    .set({ confirmedBy: actor.userId, confirmedAt: now })
    .where(eq(projectResults.projectId, p.id));
  return { set: {} };
};
