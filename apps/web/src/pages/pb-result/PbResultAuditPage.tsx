import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ResultView } from '../result/ResultView';
import { useResult } from '../result/useResult';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectStateTag } from '../workflow/StateTag';
import { windowOfProject } from '../hall/project-times';
import { ResultHistory } from './ResultHistory';

function Audit({ project }: { project: SprojectDto }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <ProjectStateTag state={project.state} window={windowOfProject(project)} />
      <ResultView result={useResult(project.id, project.state)} />
      <ResultHistory projectId={project.id} />
    </Space>
  );
}

/**
 * /projectPbResultAudit (purchaser, scoring projects): the submitted scoring result with its
 * board, and the record of its submissions, returns and confirmation. Read only: the decision
 * itself is taken on /projectPbResultCheck.
 */
export default function PbResultAuditPage() {
  const { t } = useTranslation();
  return <ProjectPage title={t('menu.projectPbResultAudit')}>{(project) => <Audit project={project} />}</ProjectPage>;
}
