import { and, eq } from 'drizzle-orm';
import type { RoleName } from '@bidhall/domain/roles';
import { companies, users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { unauthorized } from '../../http/errors.ts';

/** The caller as the lifecycle rules see it: role, firm and the names history records carry. */
export type Actor = {
  userId: number;
  tenantId: number;
  role: RoleName;
  name: string;
  companyId: number | null;
  companyName: string | null;
};

export async function loadActor(ctx: RequestContext): Promise<Actor> {
  const session = requireSession(ctx);
  const [row] = await ctx.db
    .select({ name: users.name, companyId: users.companyId, companyName: companies.companyName })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, session.userId), eq(users.tenantId, ctx.tenantId)));
  // A token of another tenant (or of a user since removed) acts on nothing here.
  if (!row) throw unauthorized();
  return { userId: session.userId, tenantId: ctx.tenantId, role: session.role, ...row };
}
