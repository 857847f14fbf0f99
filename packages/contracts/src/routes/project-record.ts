import { route, routes } from '../abp/route.ts';
import type { ProjectRecordExport, ProjectRecordInput } from '../project-record.ts';
import type { PublicRecord as PublicRecordDto, PublicRecordInput } from '../public-record.ts';

/** The ProjectRecord, PublicRecord calls' paths and verbs; their schemas in types only (no zod at run time). */
export const ProjectRecord = routes('ProjectRecord', {
  Export: route<typeof ProjectRecordInput, typeof ProjectRecordExport>({ verb: 'get' }),
});

export const PublicRecord = routes('PublicRecord', {
  Get: route<typeof PublicRecordInput, typeof PublicRecordDto>(),
});
