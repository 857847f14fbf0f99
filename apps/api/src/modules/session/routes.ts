import { Session } from '@bidhall/contracts/routes/session';
import { eq } from 'drizzle-orm';
import { type CurrentLoginInformations } from '@bidhall/contracts/session';
import { permissionsForRoles } from '@bidhall/domain/permissions';
import { companies, tenants, users } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';

const ANONYMOUS: CurrentLoginInformations = {
  roleNames: [],
  selectedRole: null,
  name: null,
  user: null,
  company: null,
  permissions: [],
  tenant: null,
};

/** Permissions follow the selected role only: a user acts in one role at a time. */
async function currentLoginInformations(ctx: RequestContext): Promise<CurrentLoginInformations> {
  if (!ctx.session) return ANONYMOUS;
  const [row] = await ctx.db
    .select({ user: users, company: companies, tenant: tenants })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, ctx.session.userId));
  if (!row) return ANONYMOUS;
  const { user, company, tenant } = row;
  return {
    roleNames: ctx.session.roles,
    selectedRole: ctx.session.role,
    name: user.name,
    user: {
      id: user.id,
      name: user.name,
      userName: user.userName,
      emailAddress: user.emailAddress,
      phoneNumber: user.phoneNumber,
      companyId: user.companyId,
      isReview: user.isReview,
      reviewComment: user.reviewComment,
    },
    company: company ? { id: company.id, companyName: company.companyName } : null,
    permissions: permissionsForRoles([ctx.session.role]),
    tenant: tenant ? { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name } : null,
  };
}

export const sessionService = service(Session, [
  endpoint(Session.GetCurrentLoginInformations, {
    summary: 'The signed-in user, company, roles and permissions; all empty when anonymous',
    access: 'anonymous',
    handle: currentLoginInformations,
  }),
]);
