import { call, service } from '../abp/route.ts';

/** The ProjectEvent calls with their schemas, each method declared once. */
export const ProjectEvent = service('ProjectEvent', ({ hall }) => ({
  GetSince: call(hall.HallEventsSinceInput, hall.HallEventsSinceResult),
}));
