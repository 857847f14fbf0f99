import { withSchemas } from '../abp/call.ts';
import { GatewayRankingInput, GatewayRankingResult, HallSnapshotInput, HallSnapshotResult } from '../hall.ts';
import { HallAdjustEndInput, HallWindowInput, HallWindowResult } from '../hall-operations.ts';
import * as routes from '../routes/hall.ts';

/** The Hall calls with their schemas, as the api serves them. */
export const Hall = withSchemas(routes.Hall, {
  GetSnapshot: [HallSnapshotInput, HallSnapshotResult],
  Pause: [HallWindowInput, HallWindowResult],
  Resume: [HallWindowInput, HallWindowResult],
  AdjustEnd: [HallAdjustEndInput, HallWindowResult],
  RankingAt: [GatewayRankingInput, GatewayRankingResult],
});
