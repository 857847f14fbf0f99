import { useTranslation } from 'react-i18next';
import { ProjectPage } from '../workflow/ProjectPage';
import { ProjectSummary } from '../workflow/ProjectSummary';

/** /projectInfoRead (agency): the project as the purchaser reviews it, read only. */
export default function ProjectInfoReadPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.ProjectInfoRead')}>{(project) => <ProjectSummary project={project} />}</ProjectPage>
  );
}
