// @vitest-environment node
import { describeRouteWalk, WALK_RUNS } from './route-walk';

/** The walk's runs of the bidding firms and the expert. */
await describeRouteWalk(
  'suppliers and expert',
  WALK_RUNS.filter((run) => run.user.startsWith('supplier') || run.user.startsWith('expert')),
);
