import { route, routes } from '../abp/route.ts';
import type { HallEventsSinceInput, HallEventsSinceResult } from '../hall.ts';

/** The ProjectEvent calls' paths and verbs; their schemas in types only (no zod at run time). */
export const ProjectEvent = routes('ProjectEvent', {
  GetSince: route<typeof HallEventsSinceInput, typeof HallEventsSinceResult>(),
});
