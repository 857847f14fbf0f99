import { PROJECT_MODES } from '@bidhall/domain/project-modes';
import { ROLES } from '@bidhall/domain/roles';
import { useCurrentRoute } from '../../permissions/route-context';
import { getProjects } from '../workflow/api';
import { ProjectListPage } from '../workflow/ProjectListPage';

/** The live view's path per role: the purchaser's sits under /bid. */
const liveView = (role: string | undefined) =>
  role === ROLES.purchaser ? '/bid/projectQuoteCheck' : '/projectQuoteCheck';

/**
 * /bid/check-quote (purchaser) and /bid/checkQuote (agency): published normal projects, each
 * opening the live view. A research project has no quote window and no live view to open.
 */
export default function QuoteProgressPage() {
  const role = useCurrentRoute()?.role;
  return (
    <ProjectListPage
      testId="quote-progress-table"
      fetch={getProjects}
      states={[5]}
      mode={PROJECT_MODES.normal}
      target={() => liveView(role)}
      action="workflow.action.open"
    />
  );
}
