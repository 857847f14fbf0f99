import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/check-sign (purchaser): published projects and their sign-up progress, each opening /projectSignRead. */
export default function SignProgressPage() {
  return (
    <ProjectListPage
      testId="sign-progress-table"
      fetch={getProjects}
      states={[5]}
      target={() => '/projectSignRead'}
      action="workflow.action.open"
    />
  );
}
