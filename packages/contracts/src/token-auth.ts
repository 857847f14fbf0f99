import { z } from 'zod';
import { ROLE_NAMES, type RoleName } from '@bidhall/domain/roles';

export const RoleNameSchema = z.enum(ROLE_NAMES as unknown as [RoleName, ...RoleName[]], { error: 'validation.role' });

const Credentials = {
  userNameOrEmailAddress: z.string().trim().min(1, 'validation.required').max(256, 'validation.tooLong'),
  password: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
  rememberClient: z.boolean().default(false),
};

/** POST /api/TokenAuth/Authenticate: credentials plus the role the user signs in as. */
export const AuthenticateModel = z.object({ ...Credentials, selectRole: RoleNameSchema }).strict();
export type AuthenticateModel = z.infer<typeof AuthenticateModel>;

/** POST /api/TokenAuth/ExpertAuthenticate: experts have their own sign-in. */
export const ExpertAuthenticateModel = z.object(Credentials).strict();
export type ExpertAuthenticateModel = z.infer<typeof ExpertAuthenticateModel>;

export const AuthenticateResult = z.object({
  accessToken: z.string(),
  encryptedAccessToken: z.string(),
  expireInSeconds: z.number().int().positive(),
  userId: z.number().int().positive(),
});
export type AuthenticateResult = z.infer<typeof AuthenticateResult>;

/** What the api's JWT carries (docs/architecture.md: user id, tenant id, selected role, roles). */
export const TokenClaims = z.object({
  sub: z.string(),
  tenantId: z.number().int().positive().nullable(),
  role: RoleNameSchema,
  roles: z.array(RoleNameSchema),
  jti: z.string(),
  /**
   * The user's session version when the token was issued: a token whose version is behind the
   * user's is refused (the password changed, the user was disabled, lost a role or its approval).
   * Tokens issued before versions existed carry none and count as version 0.
   */
  sv: z.number().int().nonnegative().default(0),
});
export type TokenClaims = z.infer<typeof TokenClaims>;
