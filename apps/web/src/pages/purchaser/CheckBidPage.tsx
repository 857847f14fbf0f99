import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/check-bid: drafted projects awaiting the purchaser's review (badge waitCheckNum). */
export default function CheckBidPage() {
  return <ProjectListPage testId="check-bid-table" fetch={getProjects} states={[2]} target={() => '/ProjectInfoRead'} action="workflow.action.review" />;
}
