import { ProjectAudit } from '@bidhall/contracts/routes/project-audit';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type ProjectAuditInput, type ProjectAuditPagedInput } from '@bidhall/contracts/project-audit';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { eApplies, projectAudits, projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { notFound, userFriendly } from '../../http/errors.ts';
import { pageQuery, type FieldAllowlist } from '../../http/filter-sql.ts';
import { loadActor, type Actor } from '../projects/actor.ts';
import { windowEndedSql } from '../projects/audience.ts';
import { visibleProjectRow } from '../projects/project-dto.ts';
import { visibleProjects } from '../projects/scope.ts';

type Row = typeof projectAudits.$inferSelect;

const AUDIT_FIELDS: FieldAllowlist = {
  projectId: { column: projectAudits.projectId, type: 'number' },
  status: { column: projectAudits.status, type: 'number' },
  typeValue: { column: projectAudits.typeValue, type: 'number' },
  eApplyId: { column: projectAudits.eApplyId, type: 'number' },
  creationTime: { column: projectAudits.creationTime, type: 'date' },
};

function toDto(r: Row) {
  const { tenantId: _t, creatorUserId: _c, creationTime, ...rest } = r;
  return { ...rest, creationTime: creationTime.toISOString() };
}

/** An entry about a bidder: its sign-up, its audit, anything a supplier wrote. */
const aboutBidder = sql`(${projectAudits.eApplyId} is not null or ${projectAudits.sponsorRoles} = ${ROLES.supplier})`;

/**
 * The entries the caller may read (audience policy: a supplier its own only, whatever its
 * relation and the phase; an expert nothing about bidders before the window ends; the
 * project's parties and the platform's staff everything of the projects they see).
 */
function entriesShown(actor: Actor, now: Date): SQL | undefined {
  switch (actor.role) {
    case ROLES.supplier: {
      const firm = actor.companyId ?? 0;
      return sql`(${projectAudits.companyId} = ${firm} or ${projectAudits.eApplyId} in (select ${eApplies.id} from ${eApplies} where ${eApplies.supplierId} = ${firm}))`;
    }
    case ROLES.expert:
      return sql`(not ${aboutBidder} or ${windowEndedSql(now)})`;
    default:
      return undefined;
  }
}

/** The history of the projects the caller may see, newest first (the record drawer). */
async function pagedHistory(ctx: RequestContext, input: ProjectAuditPagedInput) {
  const actor = await loadActor(ctx);
  const page = pageQuery(input, AUDIT_FIELDS, [desc(projectAudits.creationTime), desc(projectAudits.id)]);
  const where = and(visibleProjects(actor), entriesShown(actor, ctx.deps.now()), page.where);
  const from = () =>
    ctx.db
      .select({ a: projectAudits })
      .from(projectAudits)
      .innerJoin(projects, eq(projects.id, projectAudits.projectId));
  const [total] = await ctx.db
    .select({ n: count() })
    .from(projectAudits)
    .innerJoin(projects, eq(projects.id, projectAudits.projectId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, items: rows.map(({ a }) => toDto(a)) };
}

/** A history item written by hand; the sponsor and firm are the caller's, never the body's. */
async function save(ctx: RequestContext, input: ProjectAuditInput) {
  const actor = await loadActor(ctx);
  await visibleProjectRow(ctx.db, actor, input.projectId);
  const fields = {
    comment: input.comment,
    status: input.status,
    typeValue: input.typeValue ?? null,
    eApplyId: input.eApplyId ?? null,
    handlerRoles: input.handlerRoles ?? null,
  };
  if (input.id !== undefined) {
    const [own] = await ctx.db
      .select()
      .from(projectAudits)
      .where(and(eq(projectAudits.id, input.id), eq(projectAudits.projectId, input.projectId)));
    if (!own) throw notFound(input.id);
    if (own.creatorUserId !== actor.userId) throw userFriendly({ key: 'projectAudit.notOwn' });
    const [row] = await ctx.db.update(projectAudits).set(fields).where(eq(projectAudits.id, input.id)).returning();
    return toDto(row!);
  }
  const [row] = await ctx.db
    .insert(projectAudits)
    .values({
      ...fields,
      tenantId: ctx.tenantId,
      projectId: input.projectId,
      companyId: actor.companyId,
      companyName: actor.companyName,
      sponsorRoles: actor.role,
      sponsorName: actor.name,
      creatorUserId: actor.userId,
      creationTime: ctx.deps.now(),
    })
    .returning();
  return toDto(row!);
}

type ProjectAuditPagedInput = z.output<typeof ProjectAuditPagedInput>;
type ProjectAuditInput = z.output<typeof ProjectAuditInput>;

/** The project record (history items): written with every move, read by the record drawer. */
export const projectAuditService = service(ProjectAudit, [
  endpoint(ProjectAudit.CreateOrUpdate, {
    summary: 'Write a history item on a project the caller takes part in (or edit one it wrote)',
    access: { roles: ROLE_NAMES },
    handle: save,
  }),
  endpoint(ProjectAudit.GetPaged, {
    summary: 'History items, newest first; Filter e.g. "projectId = 12"; up to 1000 a page',
    access: { roles: ROLE_NAMES },
    handle: pagedHistory,
  }),
]);
