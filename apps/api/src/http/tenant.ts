import { eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { tenants } from '../db/schema.ts';
import type { AppDeps, Session } from './context.ts';
import { badRequest } from './errors.ts';

const TENANT_HEADERS = ['abp.tenantid', 'abp-tenantid'] as const;

/**
 * The tenant of a call: from the token when signed in, else the `Abp.TenantId` /
 * `Abp-TenantId` header, else the default tenant. A header naming no active tenant is a 400.
 */
export async function resolveTenant(deps: AppDeps, req: IncomingMessage, session: Session | null): Promise<number> {
  if (session?.tenantId) return session.tenantId;
  const header = TENANT_HEADERS.map((name) => req.headers[name]).find((v) => v !== undefined);
  if (header === undefined) return deps.config.defaultTenantId;
  const text = Array.isArray(header) ? header[0] : header;
  const id = Number(text);
  if (!text || !/^\d{1,9}$/.test(text) || id <= 0) {
    throw badRequest({ key: 'error.unknownTenant' }, [
      { message: { key: 'error.unknownTenant' }, members: ['Abp.TenantId'] },
    ]);
  }
  const [tenant] = await deps.db.select({ isActive: tenants.isActive }).from(tenants).where(eq(tenants.id, id));
  if (!tenant)
    throw badRequest({ key: 'error.unknownTenant' }, [
      { message: { key: 'error.unknownTenant' }, members: ['Abp.TenantId'] },
    ]);
  if (!tenant.isActive)
    throw badRequest({ key: 'error.inactiveTenant' }, [
      { message: { key: 'error.inactiveTenant' }, members: ['Abp.TenantId'] },
    ]);
  return id;
}
