import { and, eq, gt, not, sql } from 'drizzle-orm';
import { eApplies, projects } from '../../db/lifecycle-schema.ts';

/** A sign-up by the firm on the project exists (with a status, when given). */
export const signedUpBy = (companyId: number | null, status?: number) =>
  sql`exists (select 1 from ${eApplies} where ${eApplies.projectId} = ${projects.id} and ${eApplies.supplierId} = ${companyId ?? 0}${status === undefined ? sql`` : sql` and ${eApplies.status} = ${status}`})`;

/**
 * A project the firm can still sign up to: published, its sign-up deadline ahead by the
 * server's clock, and no sign-up of the firm on it yet. The supplier's "未参与项目" list and
 * its home page's count of them both read this one condition.
 */
export const openForSignUpBy = (companyId: number | null, now: Date) =>
  and(eq(projects.state, 5), gt(projects.applyToTime, now), not(signedUpBy(companyId)))!;
