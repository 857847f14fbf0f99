import { withSchemas } from '../abp/call.ts';
import { HallEventsSinceInput, HallEventsSinceResult } from '../hall.ts';
import * as routes from '../routes/project-event.ts';

/** The ProjectEvent calls with their schemas, as the api serves them. */
export const ProjectEvent = withSchemas(routes.ProjectEvent, {
  GetSince: [HallEventsSinceInput, HallEventsSinceResult],
});
