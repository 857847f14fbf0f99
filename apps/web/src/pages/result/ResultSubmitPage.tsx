import { useEffect, useState } from 'react';
import { Alert, App, Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResultPreviewDto } from '@bidhall/contracts/evaluation';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { confirmDialog } from '../../components/dialog';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectStateTag } from '../workflow/StateTag';
import { getPreview, submitResult } from './api';
import { ResultView } from './ResultView';
import { useResult } from './useResult';
import { WinnersTable } from './WinnersTable';

function Preview({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission('project');
  const [preview, setPreview] = useState<ResultPreviewDto | undefined>();
  useEffect(() => {
    getPreview(project.id).then(setPreview, () => setPreview({ ok: false, code: 'failed', message: t('result.previewFailed') }));
  }, [project.id, t]);

  const submit = async () => {
    if (!(await confirmDialog({ title: 'result.confirm.submitTitle', content: 'result.confirm.submit', ok: 'common.ok', cancel: 'common.cancel' }))) return;
    await submitResult(project.id);
    void message.success(t('result.submitted'));
    reload();
  };

  if (!preview) return <Spin />;
  if (!preview.ok) return <Alert type="info" showIcon title={preview.message} data-testid="preview-refusal" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <WinnersTable winners={preview.winners} />
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

/** /projectQuoteAudit and /projectPbResultAudit (agency): the result the method computes, submitted after the window (5 -> 6). */
export default function ResultSubmitPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('result.title')}>
      {(project, reload) => (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <ProjectStateTag state={project.state} />
          {project.state === 5 ? <Preview project={project} reload={reload} /> : <Submitted project={project} />}
        </Space>
      )}
    </ProjectPage>
  );
}
