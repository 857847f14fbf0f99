import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import { confirmDialog } from '../../components/dialog';
import { Access } from '../../permissions/Access';
import { ProjectPage } from '../workflow/ProjectPage';
import { ReasonModal } from '../workflow/ReasonModal';
import { auditSignUp } from './api';
import { SignUpTable } from './SignUpTable';

/** /projectSignAudit: the agency passes a pending sign-up or returns it with a reason. */
export default function SignAuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [returning, setReturning] = useState<{ e: EApplyDto; reload: () => void } | undefined>();

  const pass = async (e: EApplyDto, reload: () => void) => {
    if (
      !(await confirmDialog({
        title: 'signAudit.confirm.passTitle',
        content: 'signAudit.confirm.pass',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await auditSignUp(e.id, 1);
    void message.success(t('signAudit.passed'));
    reload();
  };

  const actions = (e: EApplyDto, reload: () => void) =>
    e.status === 0 && (
      <Access action="edit">
        <Space>
          <Button size="small" type="primary" onClick={() => void pass(e, reload)} data-testid={`sign-pass-${e.id}`}>
            {t('workflow.action.pass')}
          </Button>
          <Button size="small" danger onClick={() => setReturning({ e, reload })} data-testid={`sign-return-${e.id}`}>
            {t('workflow.action.return')}
          </Button>
        </Space>
      </Access>
    );

  return (
    <ProjectPage title={t('menu.projectSignAudit')}>
      {(project) => (
        <>
          <SignUpTable projectId={project.id} actions={actions} />
          <ReasonModal
            open={returning !== undefined}
            title={t('signAudit.returnTitle')}
            onCancel={() => setReturning(undefined)}
            onSubmit={async (reason) => {
              await auditSignUp(returning!.e.id, 2, reason);
              returning!.reload();
              setReturning(undefined);
              void message.success(t('signAudit.returned'));
            }}
          />
        </>
      )}
    </ProjectPage>
  );
}
