import { EvaluationPlanInput, SaveScoresInput } from '@bidhall/contracts/evaluation';
import type { Db } from '../db/database.ts';
import { assignExperts } from '../modules/evaluation/experts.ts';
import { openQuotes } from '../modules/evaluation/opening.ts';
import { getPlan, updatePlan } from '../modules/evaluation/plan.ts';
import { saveScores, submitScores } from '../modules/evaluation/scores.ts';
import type { Actor } from '../modules/projects/actor.ts';
import { seedContext } from './seed-context.ts';

/** A scoring project's evaluation, as the agency and the experts do it through their calls. */
export type SeedEvaluation = {
  /** Experts on the panel (indexes into the seed's experts). */
  panel: number[];
  /** Opened after the window (sealed quotes), so that the experts can score. */
  open: boolean;
  /** Per expert who has scored: the technical points per bidder, in sign-up order; submitted or only saved. */
  scores?: Array<{ expert: number; points: number[]; submit: boolean }>;
};

const PLAN = {
  formula: 'lowest-price-base',
  priceWeight: 40,
  criteria: [
    { kind: 'technical', name: '技术方案', maxPoints: 40 },
    { kind: 'business', name: '售后服务', maxPoints: 20 },
  ],
} as const;

/** Plan and panel while drafting's settings allow it, then opening and scoring after the window. */
export async function seedEvaluation(
  tx: Db,
  agency: Actor,
  experts: Actor[],
  projectId: number,
  bidders: number[],
  spec: SeedEvaluation,
  at: { before: Date; after: Date },
) {
  const early = seedContext(tx, agency, at.before);
  await updatePlan(early, EvaluationPlanInput.parse({ projectId, ...PLAN }));
  await assignExperts(early, { projectId, expertUserIds: spec.panel.map((i) => experts[i]!.userId) });
  if (!spec.open) return;
  await openQuotes(seedContext(tx, agency, at.after), { projectId });
  for (const { expert, points, submit } of spec.scores ?? []) {
    const ctx = seedContext(tx, experts[expert]!, at.after);
    const { criteria } = await getPlan(ctx, { projectId });
    const scores = bidders.flatMap((supplierId, i) =>
      criteria.map((c, k) => ({
        supplierId,
        criterionId: c.id,
        points: String(Math.min(Number(c.maxPoints), points[i]! - k * 5)),
      })),
    );
    await saveScores(ctx, SaveScoresInput.parse({ projectId, scores }));
    if (submit) await submitScores(ctx, { projectId });
  }
}
