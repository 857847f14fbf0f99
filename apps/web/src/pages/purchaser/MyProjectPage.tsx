import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /myProject (purchaser): every project of the unit, in any state. */
export default function MyProjectPage() {
  return (
    <ProjectListPage
      testId="my-project-table"
      fetch={getProjects}
      target={() => '/ProjectInfo'}
      action="workflow.action.open"
    />
  );
}
