import { z } from 'zod';
import { EntityId } from './abp/envelope.ts';
import { PagedRequest } from './abp/paging.ts';
import { IsoTime, ReasonText } from './lifecycle-fields.ts';

/** A history item of the project record drawer (specification section 3). */
export const ProjectAuditDto = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  comment: z.string(),
  status: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  sponsorRoles: z.string().nullable(),
  handlerRoles: z.string().nullable(),
  sponsorName: z.string().nullable(),
  typeValue: z.number().int().nullable(),
  eApplyId: z.number().int().nullable(),
  creationTime: IsoTime,
});
export type ProjectAuditDto = z.infer<typeof ProjectAuditDto>;

/** POST ProjectAudit/CreateOrUpdate: body projectAudit; sponsor and company come from the caller. */
export const ProjectAuditInput = z.strictObject({
  id: EntityId.optional(),
  projectId: EntityId,
  comment: ReasonText,
  status: z.literal([0, 1, 2]).default(0),
  typeValue: z.number().int().min(1).max(14).nullable().optional(),
  eApplyId: EntityId.nullable().optional(),
  handlerRoles: z.string().max(64).nullable().optional(),
});

/** GET ProjectAudit/GetPaged: Filter on projectId, up to 1000 a page, newest first. */
export const ProjectAuditPagedInput = PagedRequest;
