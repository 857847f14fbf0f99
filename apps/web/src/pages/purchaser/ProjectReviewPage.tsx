import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { PROJECT_MODES } from '@bidhall/domain/project-modes';
import { confirmDialog } from '../../components/dialog';
import { BiddingRulesCard } from '../../components/project/BiddingRulesCard';
import { usePermission } from '../../permissions/usePermission';
import { upStatus } from '../workflow/api';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectSummary } from '../workflow/ProjectSummary';
import { ReasonModal } from '../workflow/ReasonModal';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/** /ProjectInfoRead (项目审核): the purchaser passes the drafted project (2 -> 4) or returns it with a reason (2 -> 3). */
export default function ProjectReviewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission('project');
  const [returning, setReturning] = useState<{ project: SprojectDto; done: () => void } | undefined>();

  const pass = async (project: SprojectDto, done: () => void) => {
    if (
      !(await confirmDialog({
        title: 'review.confirm.passTitle',
        content: 'review.confirm.pass',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await upStatus(project.id, 4);
    void message.success(t('review.passed'));
    done();
  };

  return (
    <ProjectPage title={t('menu.ProjectInfoRead')}>
      {(project, reload) => (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <ProjectSummary project={project} />
          {project.mode === PROJECT_MODES.normal && <BiddingRulesCard project={project} />}
          {project.state === PROJECT_STATE.awaitingReview && can('edit') && (
            <Space>
              <Button type="primary" onClick={() => void pass(project, reload)} data-testid="review-pass">
                {t('workflow.action.pass')}
              </Button>
              <Button danger onClick={() => setReturning({ project, done: reload })} data-testid="review-return">
                {t('workflow.action.return')}
              </Button>
            </Space>
          )}
          <ReasonModal
            open={returning !== undefined}
            title={t('review.returnTitle')}
            onCancel={() => setReturning(undefined)}
            onSubmit={async (reason) => {
              await upStatus(returning!.project.id, 3, { reason });
              void message.success(t('review.returned'));
              returning!.done();
              setReturning(undefined);
            }}
          />
        </Space>
      )}
    </ProjectPage>
  );
}
