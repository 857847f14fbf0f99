import { useTranslation } from 'react-i18next';
import { ProjectPage } from '../workflow/ProjectPage';
import { SignUpTable } from './SignUpTable';

/** /projectSignRead (purchaser): the sign-ups of its project and how the agency audited them. */
export default function SignReadPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.projectSignRead')}>{(project) => <SignUpTable projectId={project.id} />}</ProjectPage>
  );
}
