import { z } from 'zod';
import { ROLES } from '@bidhall/domain/roles';
import { CreditCode, EmailAddress, Password, PhoneNumber, UserName, plainText } from './abp/text.ts';
import { TENANT_AVAILABILITY } from './tenant-availability.ts';

export const IsTenantAvailableInput = z.object({ tenancyName: plainText(64) }).strict();
export const IsTenantAvailableOutput = z.object({
  state: z.union([
    z.literal(TENANT_AVAILABILITY.available),
    z.literal(TENANT_AVAILABILITY.inactive),
    z.literal(TENANT_AVAILABILITY.notFound),
  ]),
  tenantId: z.number().int().nullable(),
});

export const CompanyInput = z
  .object({
    companyName: plainText(128),
    creditCode: CreditCode,
    contactName: plainText(64).optional(),
    address: plainText(256).optional(),
  })
  .strict();
export type CompanyInput = z.infer<typeof CompanyInput>;

const Profile = {
  name: plainText(64),
  emailAddress: EmailAddress,
  phoneNumber: PhoneNumber,
  company: CompanyInput,
};

/** Self-registration of a purchaser, an agency or a supplier, with its company. */
export const RegisterInput = z
  .object({
    role: z.enum([ROLES.purchaser, ROLES.agency, ROLES.supplier], { error: 'validation.registerRole' }),
    userName: UserName,
    password: Password,
    confirmPassword: z.string().max(128, 'validation.tooLong'),
    ...Profile,
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const RegisterOutput = z.object({ userId: z.number().int(), isReview: z.number().int(), canLogin: z.boolean() });

/** A rejected applicant corrects the profile and asks for review again. */
export const ResubmitRegistrationInput = z.object(Profile).strict();
export type ResubmitRegistrationInput = z.infer<typeof ResubmitRegistrationInput>;
