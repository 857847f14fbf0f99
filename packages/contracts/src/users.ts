import { z } from 'zod';
import { wireNumber } from './abp/wire.ts';
import { PagedRequest } from './abp/paging.ts';
import { EntityId } from './abp/envelope.ts';
import { Password, Reason, UserName } from './abp/text.ts';
import { ResubmitRegistrationInput } from './account.ts';
import { RoleNameSchema } from './token-auth.ts';

export const UserDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int().nullable(),
  userName: z.string(),
  name: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roleNames: z.array(z.string()),
  isActive: z.boolean(),
  isReview: z.number().int(),
  reviewComment: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  creationTime: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

export const CompanyDto = z.object({
  id: z.number().int(),
  companyName: z.string(),
  creditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  address: z.string().nullable(),
});

export const UserDetailDto = UserDto.extend({ company: CompanyDto.nullable() });
export type UserDetailDto = z.infer<typeof UserDetailDto>;

const ReviewState = wireNumber(z.number().int().min(0).max(2));

/** Registration audit list (UserAudit/GetPaged): pending by default. */
export const UserAuditPagedInput = PagedRequest.extend({
  isReview: ReviewState.default(0),
  role: RoleNameSchema.optional(),
});
export const UserAuditRejectInput = z.object({ id: EntityId, reason: Reason }).strict();
/** UserAudit/Withdraw: an approved registration's firm loses its approval, with the reason shown to its users. */
export const UserAuditWithdrawInput = UserAuditRejectInput;

/** Administrator user management (User/GetPaged). */
export const UserPagedInput = PagedRequest.extend({
  role: RoleNameSchema.optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  isReview: ReviewState.optional(),
});

/** User/RevokeRole: an administrator takes one role from a user; every session of the user ends. */
export const UserRevokeRoleInput = z.object({ id: EntityId, roleName: RoleNameSchema }).strict();
export type UserRevokeRoleInput = z.infer<typeof UserRevokeRoleInput>;

/** User/ChangePassword: any signed-in user changes their own password. */
export const ChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
    newPassword: Password,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/**
 * PUT User/Update: an administrator corrects a user's profile, with the same field rules as
 * registration (name, e-mail, phone, company), and the user name it signs in with.
 */
export const UserUpdateInput = ResubmitRegistrationInput.extend({ id: EntityId, userName: UserName }).strict();
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

/** GET User/GetAgencyList: agency firms a purchaser may hand a project to, by a keyword. */
export const AgencyListInput = PagedRequest.pick({ SkipCount: true, MaxResultCount: true }).extend({
  keyword: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type AgencyListInput = z.infer<typeof AgencyListInput>;

/** One agency firm: the value of a project's `agencyCompanyId`, and whom to contact there. */
export const AgencyDto = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  contactName: z.string().nullable(),
  /** Its enabled, approved users holding the agency role. */
  agentNames: z.array(z.string()),
});
export type AgencyDto = z.infer<typeof AgencyDto>;
