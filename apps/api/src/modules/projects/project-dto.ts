import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto, SprojectPagedInput } from '@bidhall/contracts/sproject';
import type { Db } from '../../db/database.ts';
import { eApplies, projects } from '../../db/lifecycle-schema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { pageQuery, type FieldAllowlist } from '../../http/filter-sql.ts';
import type { Actor } from './actor.ts';
import { audienceFacts } from '@bidhall/domain/audience-policy';
import { phaseOfProject, roleRelation } from './audience.ts';
import { visibleProjects } from './scope.ts';

const purchaserCompany = alias(companies, 'purchaser_company');
const agencyCompany = alias(companies, 'agency_company');

export type ProjectRow = typeof projects.$inferSelect;
export type Joined = { p: ProjectRow; purchaserCompanyName: string | null; agencyCompanyName: string | null };

const PROJECT_FIELDS: FieldAllowlist = {
  id: { column: projects.id, type: 'number' },
  projectNum: { column: projects.projectNum, type: 'string' },
  projectName: { column: projects.name, type: 'string' },
  state: { column: projects.state, type: 'number' },
  mode: { column: projects.mode, type: 'number' },
  winbidRule: { column: projects.winbidRule, type: 'number' },
  applyToTime: { column: projects.applyToTime, type: 'date' },
  uppriceFromTime: { column: projects.uppriceFromTime, type: 'date' },
  uppriceToTime: { column: projects.uppriceToTime, type: 'date' },
  creationTime: { column: projects.createdAt, type: 'date' },
};

function joined(db: Db) {
  return db
    .select({
      p: projects,
      purchaserCompanyName: purchaserCompany.companyName,
      agencyCompanyName: agencyCompany.companyName,
    })
    .from(projects)
    .leftJoin(purchaserCompany, eq(purchaserCompany.id, projects.purchaserCompanyId))
    .leftJoin(agencyCompany, eq(agencyCompany.id, projects.agencyCompanyId));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSprojectDto({ p, purchaserCompanyName, agencyCompanyName }: Joined): SprojectDto {
  return {
    id: p.id,
    tenantId: p.tenantId,
    projectNum: p.projectNum,
    projectName: p.name,
    mode: p.mode,
    projectType: p.projectType,
    winbidRule: p.winbidRule,
    state: p.state,
    budget: p.budget,
    content: p.content,
    linkman: p.linkman,
    linkPhone: p.linkPhone,
    purchaserCompanyId: p.purchaserCompanyId,
    purchaserCompanyName,
    agencyCompanyId: p.agencyCompanyId,
    agencyCompanyName,
    requirementId: p.requirementId,
    applyToTime: iso(p.applyToTime),
    uppriceFromTime: iso(p.uppriceFromTime),
    uppriceToTime: iso(p.uppriceToTime),
    paused: p.paused,
    winnerSupplierId: p.winnerSupplierId,
    winAmount: p.winAmount,
    resultComment: p.resultComment,
    creationTime: p.createdAt.toISOString(),
  };
}

/**
 * The project as the caller may read it: the winner and the result text only where the
 * audience policy shows the winner (the project's parties once submitted, the public once
 * published). Suppliers are judged as non-participants, the strictest of their relations.
 */
export function projectForAudience(actor: Actor, row: Joined): SprojectDto {
  const dto = toSprojectDto(row);
  if (winnerShown(actor, row.p)) return dto;
  return { ...dto, winnerSupplierId: null, winAmount: null, resultComment: null };
}

/** The winner fields exist only once the window is over: their phase needs no clock. */
const AFTER_THE_WINDOW = new Date(8.64e15);

function winnerShown(actor: Actor, p: ProjectRow): boolean {
  if (p.winnerSupplierId === null && p.winAmount === null && p.resultComment === null) return true;
  const relation = roleRelation(actor, p);
  return (
    audienceFacts(relation, phaseOfProject(p, AFTER_THE_WINDOW), { disclosure: 1, sealed: true }).identities !== 'none'
  );
}

/** One project the caller may see, or 404 (another tenant's or out of scope alike). */
export async function projectDetail(db: Db, actor: Actor, id: number): Promise<SprojectDto> {
  const [row] = await joined(db).where(visibleProjects(actor, eq(projects.id, id)));
  if (!row) throw notFound(id);
  return projectForAudience(actor, row);
}

/** The project has a sign-up waiting for its audit (status 0). */
export const pendingSignUp = sql`exists (select 1 from ${eApplies} where ${eApplies.projectId} = ${projects.id} and ${eApplies.status} = 0)`;

/** The filters every project list shares: state(s), mode, a name or number keyword. */
function listFilters(input: SprojectPagedInput): Array<SQL | undefined> {
  return [
    input.state === undefined ? undefined : eq(projects.state, input.state),
    input.states ? inArray(projects.state, input.states) : undefined,
    input.mode === undefined ? undefined : eq(projects.mode, input.mode),
    input.pendingSignUps ? pendingSignUp : undefined,
    input.keyword ? ilike(projects.name, `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  ];
}

/**
 * A page of the caller's projects as stored rows, newest first unless Sorting says otherwise:
 * for a list that adds facts of its own from the rows (the expert's tasks) before each goes
 * out through projectForAudience.
 */
export async function pagedProjectRows(
  db: Db,
  actor: Actor,
  input: SprojectPagedInput,
  extra: Array<SQL | undefined> = [],
): Promise<{ totalCount: number; rows: Joined[] }> {
  const page = pageQuery(input, PROJECT_FIELDS, [desc(projects.createdAt), desc(projects.id)]);
  const where = and(visibleProjects(actor, ...listFilters(input), ...extra), page.where);
  const [total] = await db.select({ n: count() }).from(projects).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, rows };
}

/** A page of the caller's projects, newest first unless Sorting says otherwise. */
export async function pagedProjects(
  db: Db,
  actor: Actor,
  input: SprojectPagedInput,
  extra: Array<SQL | undefined> = [],
): Promise<PagedResult<SprojectDto>> {
  const { totalCount, rows } = await pagedProjectRows(db, actor, input, extra);
  return { totalCount, items: rows.map((row) => projectForAudience(actor, row)) };
}

/** The stored row of a project the caller may see, or 404. */
export async function visibleProjectRow(db: Db, actor: Actor, id: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(visibleProjects(actor, eq(projects.id, id)));
  if (!row) throw notFound(id);
  return row;
}
