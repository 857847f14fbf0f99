import { useCallback } from 'react';
import { Empty, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useLoad } from '../../components/useLoad';
import { ProjectPage } from '../workflow/ProjectPage';
import { getResponses, getSummary } from './api';
import { QuestionSummaryCard } from './QuestionSummaryCard';
import { ResponsesTable } from './ResponsesTable';
import { SurveyStatus } from './SurveyStatus';
import { useSurvey } from './useSurvey';

function ResearchRead({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const { survey, loading: surveyLoading } = useSurvey(project.id, project.state);
  const load = useCallback(() => Promise.all([getSummary(project.id), getResponses(project.id)]), [project.id]);
  const { data, loading } = useLoad(load);
  if (loading || surveyLoading) return <Spin data-testid="read-loading" />;
  if (!data) return <Empty description={t('research.survey.none')} />;
  const [summary, responses] = data;

  const summaryTab = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid="response-count">
        {t('research.read.responseCount', { count: summary.responseCount })}
      </Typography.Text>
      {summary.questions.map((q, i) => (
        <QuestionSummaryCard key={q.key} q={q} index={i} />
      ))}
    </Space>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SurveyStatus survey={survey} />
      <Tabs
        items={[
          {
            key: 'summary',
            label: t('research.read.summary'),
            children: summary.responseCount === 0 ? <Empty description={t('research.read.noResponses')} /> : summaryTab,
          },
          {
            key: 'responses',
            label: t('research.read.responses', { count: responses.items.length }),
            children: <ResponsesTable survey={survey} responses={responses.items} />,
          },
        ]}
      />
    </Space>
  );
}

/** /research/researchRead?id=: the firms' fill-ins of a research project and the summary per question. */
export default function ResearchReadPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.researchSign-read')}>{(project) => <ResearchRead project={project} />}</ProjectPage>
  );
}
