import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResultPreviewDto } from '@bidhall/contracts/evaluation';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import type { EvaluationRefusal } from '@bidhall/domain/evaluation-gates';
import type { WinningFailure } from '@bidhall/domain/winning';
import { confirmDialog } from '../../components/dialog';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectStateTag } from '../workflow/StateTag';
import { windowOfProject } from '../hall/project-times';
import { getPreview, openQuotes, submitResult } from './api';
import { ManualWinnerForm } from './ManualWinnerForm';
import { ResultView } from './ResultView';
import { ScoreBoardTable } from './ScoreBoardTable';
import { useResult } from './useResult';
import { WinnersTable } from './WinnersTable';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

// The preview's refusals this page can act on: open the sealed quotes, or choose by hand (method 0).
const NOT_OPENED: EvaluationRefusal = 'not-opened';
const MANUAL_CHOICE: WinningFailure = 'manual-choice-required';

function Preview({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission('project');
  const [preview, setPreview] = useState<ResultPreviewDto | undefined>();
  const load = useCallback(() => {
    setPreview(undefined);
    getPreview(project.id).then(setPreview, () =>
      setPreview({ ok: false, code: 'failed', message: t('result.previewFailed') }),
    );
  }, [project.id, t]);
  useEffect(load, [load]);

  const submit = async () => {
    if (
      !(await confirmDialog({
        title: 'result.confirm.submitTitle',
        content: 'result.confirm.submit',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await submitResult(project.id);
    void message.success(t('result.submitted'));
    reload();
  };

  const open = async () => {
    if (
      !(await confirmDialog({
        title: 'result.confirm.openTitle',
        content: 'result.confirm.open',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await openQuotes(project.id);
    void message.success(t('result.opened'));
    load();
  };

  if (!preview) return <Spin />;
  if (!preview.ok && preview.code === MANUAL_CHOICE)
    return <ManualWinnerForm projectId={project.id} editable={can('edit')} onSubmitted={reload} />;
  if (!preview.ok)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={preview.message} data-testid="preview-refusal" />
        {preview.code === NOT_OPENED && can('edit') && (
          <Button type="primary" onClick={() => void open()} data-testid="open-quotes">
            {t('result.openAction')}
          </Button>
        )}
      </Space>
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <WinnersTable winners={preview.winners} />
      {preview.board !== null && <ScoreBoardTable rows={preview.board} />}
      {can('edit') && (
        <Button type="primary" onClick={() => void submit()} data-testid="result-submit">
          {t('result.submitAction')}
        </Button>
      )}
    </Space>
  );
}

function Submitted({ project }: { project: SprojectDto }) {
  return <ResultView result={useResult(project.id, project.state)} />;
}

/**
 * /projectQuoteAudit and /projectPbResultAudit (agency): after the window, open sealed quotes,
 * then submit the result the method computes, or for method 0 the one chosen by hand (5 -> 6).
 */
export default function ResultSubmitPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('result.title')}>
      {(project, reload) => (
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <ProjectStateTag state={project.state} window={windowOfProject(project)} />
          {project.state === PROJECT_STATE.published ? (
            <Preview project={project} reload={reload} />
          ) : (
            <Submitted project={project} />
          )}
        </Space>
      )}
    </ProjectPage>
  );
}
