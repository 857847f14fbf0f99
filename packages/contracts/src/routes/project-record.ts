import { call, service } from '../abp/route.ts';

/** The ProjectRecord, PublicRecord calls with their schemas, each method declared once. */
export const ProjectRecord = service('ProjectRecord', ({ projectRecord }) => ({
  Export: call(projectRecord.ProjectRecordInput, projectRecord.ProjectRecordExport, { verb: 'get' }),
}));

export const PublicRecord = service('PublicRecord', ({ publicRecord }) => ({
  Get: call(publicRecord.PublicRecordInput, publicRecord.PublicRecord),
}));
