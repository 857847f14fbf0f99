import { BADGE_LISTS } from '@bidhall/domain/badges';
import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/checkSign (agency): published projects with sign-ups waiting for the audit, as many as the badge waitApplyNum counts. */
export default function AgencyCheckSignPage() {
  return (
    <ProjectListPage
      testId="check-sign-table"
      fetch={getProjects}
      {...BADGE_LISTS.waitApplyNum}
      empty="workflow.empty.checkSign"
      target={() => '/projectSignAudit'}
      action="workflow.action.audit"
    />
  );
}
