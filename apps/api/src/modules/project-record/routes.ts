import { ProjectRecordExport, ProjectRecordInput } from '@bidhall/contracts/project-record';
import { PublicRecord, PublicRecordInput } from '@bidhall/contracts/public-record';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { exportRecord } from './export.ts';
import { publicRecord } from './public.ts';

/** The published auction record (RULES.md "The auction record"). */
export const projectRecordService: Service = {
  name: 'ProjectRecord',
  endpoints: [
    endpoint({
      method: 'Export',
      verb: 'get',
      summary: 'The hash-chained auction record with the stored ranking and winner, after the window; check it with npm run verify-record',
      input: ProjectRecordInput,
      output: ProjectRecordExport,
      access: { roles: [ROLES.agency, ROLES.purchaser, ROLES.supplier, ROLES.expert] },
      handle: (ctx, input) => exportRecord(ctx, input.projectId),
    }),
  ],
};

/** The auction record as the public may read it, without an account. */
export const publicRecordService: Service = {
  name: 'PublicRecord',
  endpoints: [
    endpoint({
      method: 'Get',
      summary: 'The public cut of the auction record once the result notice is published: a hidden entry is its hash and its digest; every entry chains to the public head the notice prints',
      input: PublicRecordInput,
      output: PublicRecord,
      access: 'anonymous',
      handle: (ctx, input) => publicRecord(ctx, input.projectId),
    }),
  ],
};
