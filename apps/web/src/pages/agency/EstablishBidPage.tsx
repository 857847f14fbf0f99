import { AGENCY_DRAFTING_STATES } from '@bidhall/domain/project-machine';
import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** /bid/establishbid: projects to draft (awaiting, in progress, returned; badge waitEditNum). */
export default function EstablishBidPage() {
  return (
    <ProjectListPage
      testId="establish-bid-table"
      fetch={getProjects}
      states={AGENCY_DRAFTING_STATES}
      empty="workflow.empty.establishBid"
      target={() => '/projectInfo'}
      action="workflow.action.draft"
    />
  );
}
