import { ProjectRecordExport, ProjectRecordInput } from '@bidhall/contracts/project-record';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { exportRecord } from './export.ts';

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
