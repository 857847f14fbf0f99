import type { z } from 'zod';
import type { EvaluationPlanDto, ExpertDto, MyScoresDto } from '@bidhall/contracts/evaluation';

export type MyScores = z.infer<typeof MyScoresDto>;
export type EvaluationPlan = z.infer<typeof EvaluationPlanDto>;
export type Expert = z.infer<typeof ExpertDto>;
