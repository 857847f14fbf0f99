import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/checkSign (agency): published projects whose sign-ups to audit (badge waitApplyNum). */
export default function AgencyCheckSignPage() {
  return <ProjectListPage testId="check-sign-table" fetch={getProjects} states={[5]} mode={0} target={() => '/projectSignAudit'} action="workflow.action.audit" />;
}
