import { BADGE_LISTS } from '@bidhall/domain/badges';
import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/check-bid: drafted projects awaiting the purchaser's review (badge waitCheckNum). */
export default function CheckBidPage() {
  return (
    <ProjectListPage
      testId="check-bid-table"
      fetch={getProjects}
      states={BADGE_LISTS.waitCheckNum.states}
      empty="workflow.empty.checkBid"
      target={() => '/ProjectInfoRead'}
      action="workflow.action.review"
    />
  );
}
