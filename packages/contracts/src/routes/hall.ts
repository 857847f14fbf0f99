import { call, service } from '../abp/route.ts';

/** The Hall calls with their schemas, each method declared once. */
export const Hall = service('Hall', ({ hall, hallOperations }) => ({
  GetSnapshot: call(hall.HallSnapshotInput, hall.HallSnapshotResult),
  Pause: call(hallOperations.HallPauseInput, hallOperations.HallWindowResult),
  Resume: call(hallOperations.HallWindowInput, hallOperations.HallWindowResult),
  AdjustEnd: call(hallOperations.HallAdjustEndInput, hallOperations.HallWindowResult),
  /** The gateways' call, not a user's (hall.ts GatewayRankingInput). */
  RankingAt: call(hall.GatewayRankingInput, hall.GatewayRankingResult),
}));
