import { withSchemas } from '../abp/call.ts';
import { ProjectRecordExport, ProjectRecordInput } from '../project-record.ts';
import { PublicRecord as PublicRecordDto, PublicRecordInput } from '../public-record.ts';
import * as routes from '../routes/project-record.ts';

/** The ProjectRecord, PublicRecord calls with their schemas, as the api serves them. */
export const ProjectRecord = withSchemas(routes.ProjectRecord, {
  Export: [ProjectRecordInput, ProjectRecordExport],
});

export const PublicRecord = withSchemas(routes.PublicRecord, {
  Get: [PublicRecordInput, PublicRecordDto],
});
