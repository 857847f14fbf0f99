import { menuTypeOf } from '../../layouts/project/project-menus';
import { getEndGameProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/endBid (agency): windows that have ended, results to submit (badge waitConfirmNum) and decided ones. */
export default function AgencyEndBidPage() {
  return (
    <ProjectListPage
      testId="end-bid-table"
      fetch={getEndGameProjects}
      target={(p) => (menuTypeOf(p.winbidRule) === 'B' ? '/projectPbResultAudit' : '/projectQuoteAudit')}
      action="workflow.action.result"
    />
  );
}
