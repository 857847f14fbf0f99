import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { questionSetProblems, RESEARCH_STATUS, SURVEY_PROBLEM_LABELS } from '@bidhall/domain/research-survey';
import { publishRefusal } from '@bidhall/domain/research-window';
import { ROLES } from '@bidhall/domain/roles';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import type { Survey } from './api';
import { ResearchNoticeTab } from './ResearchNoticeTab';

/** The market research announcement (type 1): publishing it moves the project 4 -> 5 and opens the survey. */
const MARKET_RESEARCH = 1;

interface Props {
  project: SprojectDto;
  survey: Survey | null;
  /** The builder holds changes not saved: publishing now would publish the stored survey. */
  dirty: boolean;
  reload: () => void;
}

/**
 * Publication of the survey: the market research announcement is the one step, since the
 * api opens the survey with it (one transaction). The checks the api would make on the
 * stored survey are made first here, so the agency reads why before confirming.
 */
export function SurveyPublish({ project, survey, dirty, reload }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const canAnnounce = usePermission('announcement')('add');
  const canEdit = usePermission()('edit');

  const precheck = () => {
    if (dirty) return t('research.publish.saveFirst');
    if (!survey) return t('research.survey.none');
    const problem = questionSetProblems(survey.questions)[0];
    if (problem) return SURVEY_PROBLEM_LABELS[problem.code][lang];
    const refusal = publishRefusal({ status: survey.status, deadline: Date.parse(survey.deadline) }, Date.now());
    return refusal ? t(`research.refusal.${refusal}`) : null;
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="survey-publish">
      {isAgency && canAnnounce && canEdit && project.state < 4 && <span>{t('research.publish.notYet')}</span>}
      <ResearchNoticeTab
        project={project}
        type={MARKET_RESEARCH}
        precheck={precheck}
        editable={canEdit && survey?.status === RESEARCH_STATUS.draft}
        reload={reload}
      />
    </Space>
  );
}
