import { route, routes } from '../abp/route.ts';
import type { GatewayRankingInput, GatewayRankingResult, HallSnapshotInput, HallSnapshotResult } from '../hall.ts';
import type { HallAdjustEndInput, HallWindowInput, HallWindowResult } from '../hall-operations.ts';

/** The Hall calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Hall = routes('Hall', {
  GetSnapshot: route<typeof HallSnapshotInput, typeof HallSnapshotResult>(),
  Pause: route<typeof HallWindowInput, typeof HallWindowResult>(),
  Resume: route<typeof HallWindowInput, typeof HallWindowResult>(),
  AdjustEnd: route<typeof HallAdjustEndInput, typeof HallWindowResult>(),
  /** The gateways' call, not a user's (hall.ts GatewayRankingInput). */
  RankingAt: route<typeof GatewayRankingInput, typeof GatewayRankingResult>(),
});
