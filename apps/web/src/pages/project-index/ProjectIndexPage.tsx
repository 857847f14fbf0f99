import { useCurrentRoute } from '../../permissions/route-context';
import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';
import { stagePage } from './stage-page';

/** /bid/index (purchaser, agency): every project of the role, by state and keyword, each opened at the step it waits on. */
export default function ProjectIndexPage() {
  const role = useCurrentRoute()?.role;
  return (
    <ProjectListPage
      testId="bid-index-table"
      fetch={getProjects}
      target={(p) => stagePage(role, p)}
      action="workflow.action.open"
    />
  );
}
