import { Badge } from 'antd';
import { PROJECT_STATES, isProjectState, projectStateLabel } from '@bidhall/domain/project-states';
import { REQUIREMENT_STATES, isRequirementState, requirementStateLabel } from '@bidhall/domain/requirement-states';
import { useLang } from '../../i18n/useLang';

/** A project's state as a status badge, coloured by the domain's dictionary. */
export function ProjectStateTag({ state }: { state: number }) {
  const { lang } = useLang();
  const status = isProjectState(state) ? PROJECT_STATES[state].badge : 'default';
  return <Badge status={status} text={projectStateLabel(state, lang)} data-testid="project-state" />;
}

/** A requirement's state as a status badge. */
export function RequirementStateTag({ state }: { state: number }) {
  const { lang } = useLang();
  const status = isRequirementState(state) ? REQUIREMENT_STATES[state].badge : 'default';
  return <Badge status={status} text={requirementStateLabel(state, lang)} data-testid="requirement-state" />;
}
