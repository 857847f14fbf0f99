import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /myProject (agency): every project the agency handles, in any state. */
export default function AgencyMyProjectPage() {
  return (
    <ProjectListPage
      testId="my-project-table"
      fetch={getProjects}
      target={() => '/projectInfo'}
      action="workflow.action.open"
    />
  );
}
