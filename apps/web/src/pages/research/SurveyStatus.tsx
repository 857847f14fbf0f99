import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESEARCH_STATUS } from '@bidhall/domain/research-survey';
import { formatTime } from '../../components/project/format-time';
import type { Survey } from './api';

/** Where the survey stands: a draft, open until its deadline, or terminated with its reason. */
export function SurveyStatus({ survey }: { survey: Survey | null }) {
  const { t } = useTranslation();
  if (!survey) return <Alert type="info" title={t('research.survey.none')} data-testid="survey-status" />;
  const deadline = formatTime(survey.deadline);
  if (survey.status === RESEARCH_STATUS.terminated) {
    return (
      <Alert
        type="warning"
        title={t('research.status.terminated', {
          time: formatTime(survey.terminatedAt),
          reason: survey.terminationReason ?? '',
        })}
        data-testid="survey-status"
      />
    );
  }
  if (survey.status === RESEARCH_STATUS.published) {
    return (
      <Alert
        type="success"
        title={t('research.status.published', {
          time: formatTime(survey.publishedAt),
          deadline,
          count: survey.responseCount,
        })}
        data-testid="survey-status"
      />
    );
  }
  return <Alert type="info" title={t('research.status.draft', { deadline })} data-testid="survey-status" />;
}
