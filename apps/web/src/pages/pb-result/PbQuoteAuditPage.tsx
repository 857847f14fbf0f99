import { useCallback } from 'react';
import { Alert, Descriptions, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { formatTime } from '../../components/project/format-time';
import { useLoad } from '../../components/useLoad';
import { ScoreBoardTable } from '../result/ScoreBoardTable';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectStateTag } from '../workflow/StateTag';
import { windowOfProject } from '../hall/project-times';
import { getEvaluationReview } from './api';
import { TWO_PAIRS } from '../../components/description-columns';

function Review({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const { data, loading } = useLoad(useCallback(() => getEvaluationReview(project.id), [project.id]));
  if (loading) return <Spin data-testid="review-loading" />;
  if (!data) return <Alert type="info" showIcon title={t('result.quoteAudit.notOpened')} data-testid="not-opened" />;
  const { board, openedAt, expertNames } = data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={TWO_PAIRS} bordered>
        <Descriptions.Item label={t('result.quoteAudit.openedAt')}>{formatTime(openedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('result.quoteAudit.experts')}>
          {t('result.quoteAudit.progress', { submitted: board.expertsSubmitted, assigned: board.expertsAssigned })}
        </Descriptions.Item>
      </Descriptions>
      {board.expertsSubmitted < board.expertsAssigned && (
        <Alert type="warning" showIcon title={t('result.quoteAudit.pending')} data-testid="scores-pending" />
      )}
      <ScoreBoardTable rows={board.rows} expertNames={expertNames} />
    </Space>
  );
}

/** /projectPbQuoteAudit (purchaser, scoring projects): the opened quotes with price scores, expert points, totals and ranking. */
export default function PbQuoteAuditPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.projectPbQuoteAudit')}>
      {(project) => (
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <ProjectStateTag state={project.state} window={windowOfProject(project)} />
          <Review project={project} />
        </Space>
      )}
    </ProjectPage>
  );
}
