import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/establishbid: projects to draft (awaiting, in progress, returned; badge waitEditNum). */
export default function EstablishBidPage() {
  return <ProjectListPage testId="establish-bid-table" fetch={getProjects} states={[0, 1, 3]} target={() => '/projectInfo'} action="workflow.action.draft" />;
}
