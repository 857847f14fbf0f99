import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { isAgencyDrafting } from '@bidhall/domain/project-machine';
import { usePermission } from '../../permissions/usePermission';
import { ProjectInfoForm } from '../project-info/ProjectInfoForm';
import { projectLink } from '../workflow/links';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectSummary } from '../workflow/ProjectSummary';
import { useDraftingMove } from '../workflow/useDraftingMove';

function Drafting({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission('project');

  const move = useDraftingMove(project, reload);

  if (!can('edit') || !isAgencyDrafting(project.state)) return <ProjectSummary project={project} />;
  if (project.state !== 1) {
    return (
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <ProjectSummary project={project} />
        <Button type="primary" onClick={() => void move(1)} data-testid="drafting-start">
          {t('drafting.start')}
        </Button>
      </Space>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <ProjectInfoForm project={project} withTimes onSaved={reload} />
      <Space>
        <Button onClick={() => navigate(projectLink('/projectPbSetting', project))} data-testid="open-settings">
          {t('menu.projectPbSetting')}
        </Button>
        <Button type="primary" onClick={() => void move(2)} data-testid="drafting-complete">
          {t('drafting.complete')}
        </Button>
      </Space>
    </Space>
  );
}

/** /projectInfo (agency): start drafting (0/3 -> 1), fill in the project and its times, complete drafting (1 -> 2). */
export default function DraftingPage() {
  const { t } = useTranslation();
  return <ProjectPage title={t('menu.ProjectInfoEdit')}>{(project, reload) => <Drafting project={project} reload={reload} />}</ProjectPage>;
}
