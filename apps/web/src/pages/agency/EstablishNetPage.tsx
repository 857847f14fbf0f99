import { BADGE_LISTS } from '@bidhall/domain/badges';
import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/establishnet: passed projects to publish with the bidding announcement (badge waitHangNetNum). */
export default function EstablishNetPage() {
  return (
    <ProjectListPage
      testId="establish-net-table"
      fetch={getProjects}
      states={BADGE_LISTS.waitHangNetNum.states}
      empty="workflow.empty.establishNet"
      target={() => '/projectBidNotice'}
      action="workflow.action.publish"
    />
  );
}
