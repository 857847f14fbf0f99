import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/establishnet: passed projects to publish with the bidding announcement (badge waitHangNetNum). */
export default function EstablishNetPage() {
  return <ProjectListPage testId="establish-net-table" fetch={getProjects} states={[4]} target={() => '/projectBidNotice'} action="workflow.action.publish" />;
}
