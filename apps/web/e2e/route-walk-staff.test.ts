// @vitest-environment node
import { describeRouteWalk, WALK_RUNS } from './route-walk';

/** The walk's runs of the platform's staff: administrator, purchaser, agency and the account holding two roles. */
await describeRouteWalk(
  'staff',
  WALK_RUNS.filter((run) => !run.user.startsWith('supplier') && !run.user.startsWith('expert')),
);
