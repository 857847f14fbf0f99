import { BADGE_LISTS } from '@bidhall/domain/badges';
import { getEndGameProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/endBid (purchaser): results awaiting confirmation, as many as its badge waitResultNum counts (decided ones are in myProject). */
export default function EndBidPage() {
  return (
    <ProjectListPage
      testId="end-bid-table"
      fetch={getEndGameProjects}
      states={BADGE_LISTS.waitResultNum.states}
      empty="workflow.empty.purchaserEndBid"
      target={() => '/projectQuoteAudit'}
      action="workflow.action.result"
    />
  );
}
