import { BADGE_LISTS } from '@bidhall/domain/badges';
import { menuTypeOf } from '../../layouts/project/project-menus';
import { getEndGameProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/endBid (agency): windows that have ended whose result is to submit, as many as the badge waitConfirmNum counts. */
export default function AgencyEndBidPage() {
  return (
    <ProjectListPage
      testId="end-bid-table"
      fetch={getEndGameProjects}
      {...BADGE_LISTS.waitConfirmNum}
      empty="workflow.empty.agencyEndBid"
      target={(p) => (menuTypeOf(p.winbidRule) === 'B' ? '/projectPbResultAudit' : '/projectQuoteAudit')}
      action="workflow.action.result"
    />
  );
}
