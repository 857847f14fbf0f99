import { getEndGameProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/endBid (purchaser): results awaiting confirmation (badge waitResultNum), and those decided. */
export default function EndBidPage() {
  return <ProjectListPage testId="end-bid-table" fetch={getEndGameProjects} states={[6, 7, 8]} target={() => '/projectQuoteAudit'} action="workflow.action.result" />;
}
