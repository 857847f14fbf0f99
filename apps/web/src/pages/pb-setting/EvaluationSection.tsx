import type { ReactNode } from 'react';
import { Alert, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EvaluationPlanDto, ExpertDto } from '@bidhall/contracts/evaluation';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { EVALUATION_REFUSAL_MESSAGES, type EvaluationRefusal } from '@bidhall/domain/evaluation-gates';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { useLang } from '../../i18n/useLang';
import { EvaluationPlanView } from './EvaluationPlanView';
import { ExpertPanel } from './ExpertPanel';
import { ExpertPicker } from './ExpertPicker';
import { panelLock, planLock } from './evaluation-locks';
import { PlanEditor } from './PlanEditor';

interface Props {
  project: SprojectDto;
  rule: WinbidRule;
  /** Null when the plan could not be loaded. */
  plan: EvaluationPlanDto | null;
  experts: readonly ExpertDto[];
  /** The agency with the edit permission; the locks below still apply. */
  agencyEdits: boolean;
}

/** Says why the agency only reads a part it otherwise edits. */
function Locked({ refusal, children }: { refusal: EvaluationRefusal | null; children: ReactNode }) {
  const { label } = useLang();
  return (
    <>
      {refusal && (
        <Alert
          type="info"
          showIcon
          title={label(EVALUATION_REFUSAL_MESSAGES[refusal])}
          style={{ marginBottom: 12 }}
          data-testid="evaluation-locked"
        />
      )}
      {children}
    </>
  );
}

/** The scoring plan and the expert panel of a scoring project: editors for the agency while allowed, views otherwise. */
export function EvaluationSection({ project, rule, plan, experts, agencyEdits }: Props) {
  const { t } = useTranslation();
  const planRefused = agencyEdits && plan ? planLock(project, rule, plan) : null;
  const panelRefused = agencyEdits ? panelLock(project) : null;
  const planPart = !plan ? (
    <Alert type="info" showIcon title={t('pbSetting.plan.notSet')} />
  ) : agencyEdits && !planRefused ? (
    <PlanEditor projectId={project.id} rule={rule} plan={plan} />
  ) : (
    <Locked refusal={planRefused}>
      <EvaluationPlanView plan={plan} />
    </Locked>
  );
  return (
    <>
      <Divider>{t('pbSetting.plan.title')}</Divider>
      {planPart}
      <Divider>{t('pbSetting.experts.title')}</Divider>
      {agencyEdits && !panelRefused ? (
        <ExpertPicker projectId={project.id} experts={experts} />
      ) : (
        <Locked refusal={panelRefused}>
          <ExpertPanel experts={experts} />
        </Locked>
      )}
    </>
  );
}
