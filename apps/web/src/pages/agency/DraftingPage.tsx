import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ProjectInfoForm } from '../project-info/ProjectInfoForm';
import { projectLink } from '../workflow/links';
import { DraftingGate } from '../workflow/DraftingGate';
import { ProjectPage } from '../workflow/ProjectPage';

function Drafting({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DraftingGate project={project} reload={reload}>
      {(move) => (
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
      )}
    </DraftingGate>
  );
}

/** /projectInfo (agency): start drafting (0/3 -> 1), fill in the project and its times, complete drafting (1 -> 2). */
export default function DraftingPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.ProjectInfoEdit')}>
      {(project, reload) => <Drafting project={project} reload={reload} />}
    </ProjectPage>
  );
}
