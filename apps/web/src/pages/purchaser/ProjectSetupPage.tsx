import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../components/dialog';
import { usePermission } from '../../permissions/usePermission';
import { deleteProject } from '../project-info/api';
import { ProjectInfoForm } from '../project-info/ProjectInfoForm';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectSummary } from '../workflow/ProjectSummary';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/** /ProjectInfo (项目立项信息): the purchaser edits its project until the agency starts drafting. */
export default function ProjectSetupPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = usePermission('project');

  const remove = async (id: number) => {
    if (
      !(await confirmDialog({
        title: 'projectInfo.confirm.deleteTitle',
        content: 'projectInfo.confirm.delete',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await deleteProject(id);
    void message.success(t('projectInfo.deleted'));
    navigate('/myProject');
  };

  return (
    <ProjectPage title={t('menu.ProjectInfoEdit_0')}>
      {(project, reload) =>
        project.state === PROJECT_STATE.awaitingDraft && can('edit') ? (
          <Space direction="vertical" style={{ width: '100%' }} size="large">
            <ProjectInfoForm project={project} onSaved={reload} />
            {can('delete') && (
              <Button danger onClick={() => void remove(project.id)} data-testid="project-delete">
                {t('projectInfo.delete')}
              </Button>
            )}
          </Space>
        ) : (
          <ProjectSummary project={project} />
        )
      }
    </ProjectPage>
  );
}
