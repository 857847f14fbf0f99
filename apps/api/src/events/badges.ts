import { and, arrayOverlaps, eq, inArray, or } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import type { RequestContext } from '../http/context.ts';
import { users } from '../db/schema.ts';
import { agencyCounts, purchaserCounts } from '../modules/menu-num/counts.ts';
import { appendUserEvent, type OutboxRow } from './append.ts';
import { publishAfterCommit } from './relay.ts';

/**
 * Appends fresh badge counts (badge.counts) for every purchaser and agency user of the firms
 * a change concerns, published once the call commits. `anyAgency`: the change touched a
 * project no agency has taken yet, which every agency of the tenant counts.
 */
export async function appendBadgeCounts(
  ctx: RequestContext,
  input: { tenantId: number; companyIds: Array<number | null>; anyAgency?: boolean; now: Date },
): Promise<void> {
  const companyIds = input.companyIds.filter((id): id is number => id !== null);
  const roles: RoleName[] = [ROLES.purchaser, ROLES.agency];
  const concerned = or(
    companyIds.length ? inArray(users.companyId, companyIds) : undefined,
    input.anyAgency ? arrayOverlaps(users.roles, [ROLES.agency]) : undefined,
  );
  if (!concerned) return;
  const tx = ctx.db;
  const rows = await tx
    .select({ id: users.id, roles: users.roles, companyId: users.companyId })
    .from(users)
    .where(
      and(eq(users.tenantId, input.tenantId), eq(users.isActive, true), arrayOverlaps(users.roles, roles), concerned),
    );
  const appended: OutboxRow[] = [];
  for (const user of rows) {
    if (user.companyId === null) continue;
    for (const role of user.roles.filter((r): r is RoleName => roles.includes(r as RoleName))) {
      const counts =
        role === ROLES.agency
          ? await agencyCounts(tx, input.tenantId, user.companyId, input.now)
          : await purchaserCounts(tx, input.tenantId, user.companyId);
      appended.push(
        await appendUserEvent(tx, {
          tenantId: input.tenantId,
          userId: user.id,
          type: 'badge.counts',
          payload: { userId: user.id, role, counts },
          at: input.now,
        }),
      );
    }
  }
  publishAfterCommit(ctx, appended);
}
