import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReturnResultInput } from '@bidhall/contracts/evaluation';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { confirmDialog } from '../../components/dialog';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { ReasonModal } from '../workflow/ReasonModal';
import { ProjectStateTag } from '../workflow/StateTag';
import { windowOfProject } from '../hall/project-times';
import { confirmResult, returnResult } from './api';
import { RankingTable } from './RankingTable';
import { ResultView } from './ResultView';
import { useResult } from './useResult';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

function ResultDecision({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission('project');
  const result = useResult(project.id, project.state);
  const [returning, setReturning] = useState(false);

  const confirm = async () => {
    if (
      !(await confirmDialog({
        title: 'result.confirm.confirmTitle',
        content: 'result.confirm.confirm',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await confirmResult(project.id);
    void message.success(t('result.confirmed'));
    reload();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <ProjectStateTag state={project.state} window={windowOfProject(project)} />
      <ResultView result={result} />
      {result?.board === null && <RankingTable projectId={project.id} winbidRule={project.winbidRule} />}
      {project.state === PROJECT_STATE.resultPending && result && can('edit') && (
        <Space>
          <Button type="primary" onClick={() => void confirm()} data-testid="result-confirm">
            {t('result.confirmAction')}
          </Button>
          <Button danger onClick={() => setReturning(true)} data-testid="result-return">
            {t('result.returnAction')}
          </Button>
        </Space>
      )}
      <ReasonModal
        open={returning}
        title={t('result.returnTitle')}
        schema={ReturnResultInput.shape.reason}
        onCancel={() => setReturning(false)}
        onSubmit={async (reason) => {
          await returnResult(project.id, reason);
          setReturning(false);
          void message.success(t('result.returned'));
          reload();
        }}
      />
    </Space>
  );
}

/**
 * /projectQuoteAudit (purchaser, 结果审核) and /projectPbResultCheck (评审结果确认, scoring projects, with the
 * score board): confirm the submitted result (6 -> 7) or return it with a reason (6 -> 5).
 */
export default function ResultConfirmPage() {
  const { t } = useTranslation();
  // One page behind two menu entries: the title follows the entry that opened it.
  const name = useCurrentRoute()?.route.name ?? 'projectQuoteAudit';
  return (
    <ProjectPage title={t(`menu.${name}`)}>
      {(project, reload) => <ResultDecision project={project} reload={reload} />}
    </ProjectPage>
  );
}
