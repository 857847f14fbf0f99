import type { EvaluationPlanDto } from '@bidhall/contracts/evaluation';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { panelRefusal, planRefusal, type EvaluationRefusal } from '@bidhall/domain/evaluation-gates';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';

/**
 * Why the plan may not change now: the domain's rule (the api's) on what the page knows of
 * the project. The opening of the quotes is not on the project, so the plan's `locked`,
 * the api's verdict by the same rule, completes it.
 */
export function planLock(project: SprojectDto, rule: WinbidRule, plan: EvaluationPlanDto): EvaluationRefusal | null {
  const known = {
    state: project.state,
    winbidRule: rule,
    uppriceToTime: null,
    paused: project.paused,
    windowClosedAt: null,
    quotesOpenedAt: null,
  };
  return planRefusal(known) ?? (plan.locked ? 'plan-locked' : null);
}

/** Why the panel may not change now (domain panelRefusal, which the api applies too). */
export const panelLock = (project: SprojectDto): EvaluationRefusal | null => panelRefusal(project.state);
