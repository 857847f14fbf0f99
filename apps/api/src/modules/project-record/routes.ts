import { ProjectRecord, PublicRecord } from '@bidhall/contracts/routes/project-record';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { exportRecord } from './export.ts';
import { publicRecord } from './public.ts';

/** The published auction record (docs/rules.md "The auction record"). */
export const projectRecordService = service(ProjectRecord, [
  endpoint(ProjectRecord.Export, {
    summary:
      'The hash-chained auction record with the stored ranking and winner, after the window; check it with npm run verify-record',
    access: { roles: [ROLES.agency, ROLES.purchaser, ROLES.supplier, ROLES.expert] },
    handle: (ctx, input) => exportRecord(ctx, input.projectId),
  }),
]);

/** The auction record as the public may read it, without an account. */
export const publicRecordService = service(PublicRecord, [
  endpoint(PublicRecord.Get, {
    summary:
      'The public cut of the auction record once the result notice is published: a hidden entry is its hash and its digest; every entry chains to the public head the notice prints',
    access: 'anonymous',
    handle: (ctx, input) => publicRecord(ctx, input.projectId),
  }),
]);
