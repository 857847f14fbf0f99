import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { PROJECT_STATE } from '@bidhall/domain/project-states';
import { REQUIREMENT_STATES, isRequirementState, requirementStateLabel } from '@bidhall/domain/requirement-states';
import { useLang } from '../../i18n/useLang';
import { useEdgeNow } from '../../realtime/useEdgeNow';
import { projectStateShown } from './project-state-shown';

/**
 * A project's state as a status badge, coloured by the domain's dictionary. Given its quote
 * window, a published project says where the window stands on the server's clock (open,
 * paused, ended), changing as the window opens and closes.
 */
export function ProjectStateTag({ state, window = null }: { state: number; window?: ProjectWindow | null }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const live = state === PROJECT_STATE.published ? window : null;
  const now = useEdgeNow([live?.uppriceFromTime, live?.uppriceToTime]);
  const { phase, status, text } = projectStateShown(state, window, now, t, lang);
  return <Badge status={status} text={text} data-testid="project-state" data-phase={phase} />;
}

/** A requirement's state as a status badge. */
export function RequirementStateTag({ state }: { state: number }) {
  const { lang } = useLang();
  const status = isRequirementState(state) ? REQUIREMENT_STATES[state].badge : 'default';
  return <Badge status={status} text={requirementStateLabel(state, lang)} data-testid="requirement-state" />;
}
