import { z } from 'zod';
import { ACTIONS } from '@bidhall/domain/permissions';

export const PermissionDto = z.object({
  permissionId: z.string(),
  actionList: z.array(z.enum(ACTIONS)),
});

export const SessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  userName: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyId: z.number().int().nullable(),
  isReview: z.number().int().min(0).max(2),
  reviewComment: z.string().nullable(),
});

/** GET /api/services/app/Session/GetCurrentLoginInformations; all null when anonymous. */
export const CurrentLoginInformations = z.object({
  roleNames: z.array(z.string()),
  selectedRole: z.string().nullable(),
  name: z.string().nullable(),
  user: SessionUser.nullable(),
  company: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  permissions: z.array(PermissionDto),
  tenant: z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string() }).nullable(),
});
export type CurrentLoginInformations = z.infer<typeof CurrentLoginInformations>;
