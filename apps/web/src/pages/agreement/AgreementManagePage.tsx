import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { canCreateAgreement } from '@bidhall/domain/agreement-states';
import { isRoleName } from '@bidhall/domain/roles';
import { Access } from '../../permissions/Access';
import { useCurrentRoute } from '../../permissions/route-context';
import { ProjectPage } from '../workflow/ProjectPage';
import { AgreementFormModal } from './AgreementFormModal';
import { AgreementTable } from './AgreementTable';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

function Manage({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const role = useCurrentRoute()?.role;
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  const mayCreate = role !== undefined && isRoleName(role) && canCreateAgreement(project.state, role);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {project.state !== PROJECT_STATE.closed && <Alert type="info" showIcon title={t('agreement.notClosed')} />}
      {mayCreate && (
        <Access action="add" permission="agreement">
          <Button type="primary" data-testid="agreement-create" onClick={() => setOpen(true)}>
            {t('agreement.create')}
          </Button>
        </Access>
      )}
      <AgreementTable projectId={project.id} version={version} />
      <AgreementFormModal
        projectId={project.id}
        amount={project.winAmount}
        open={open}
        onClose={(created) => {
          setOpen(false);
          if (created) setVersion((v) => v + 1);
        }}
      />
    </Space>
  );
}

/** /projectAgreementManage: the project's contracts; once closed (7), a contract for the winner. */
export default function AgreementManagePage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.projectAgreementManage')}>{(project) => <Manage project={project} />}</ProjectPage>
  );
}
