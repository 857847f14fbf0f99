import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  audienceFacts,
  projectPhase,
  type AudienceFacts,
  type Phase,
  type Relation,
} from '@bidhall/domain/audience-policy';
import { ROLES } from '@bidhall/domain/roles';
import { isDisclosureMode, isSealed, isWinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { eApplies, projectExperts, projectPbSettings, projects } from '../../db/lifecycle-schema.ts';
import type { Actor } from './actor.ts';

type ProjectRow = typeof projects.$inferSelect;

/** The caller's standing in one project, as the domain audience policy sees it. */
export type ProjectAudience = { relation: Relation; phase: Phase; facts: AudienceFacts; sealed: boolean };

const SIGN_UP_RELATION: Readonly<Record<number, Relation>> = {
  0: 'pendingApplicant',
  1: 'passedBidder',
  2: 'returnedApplicant',
};

/** The caller's relation to a project, from its role, its firm, its sign-up and its assignment. */
async function relationOf(db: Db, actor: Actor | null, p: ProjectRow): Promise<Relation> {
  if (!actor) return 'anonymous';
  switch (actor.role) {
    case ROLES.admin:
    case ROLES.agency:
    case ROLES.purchaser:
      return roleRelation(actor, p);
    case ROLES.expert: {
      const [row] = await db
        .select({ id: projectExperts.expertUserId })
        .from(projectExperts)
        .where(and(eq(projectExperts.projectId, p.id), eq(projectExperts.expertUserId, actor.userId)));
      return row ? 'assignedExpert' : 'nonParticipant';
    }
    case ROLES.supplier: {
      if (actor.companyId === null) return 'nonParticipant';
      const [row] = await db
        .select({ status: eApplies.status })
        .from(eApplies)
        .where(and(eq(eApplies.projectId, p.id), eq(eApplies.supplierId, actor.companyId)));
      return row ? (SIGN_UP_RELATION[row.status] ?? 'rejectedApplicant') : 'nonParticipant';
    }
  }
}

/**
 * The relation as far as the role and firm tell without a query: a supplier counts as a
 * non-participant, an expert (who sees only its assigned projects) as assigned.
 */
export function roleRelation(actor: Actor, p: ProjectRow): Relation {
  switch (actor.role) {
    case ROLES.admin:
      return 'platformStaff';
    case ROLES.agency:
      return actor.companyId !== null && actor.companyId === p.agencyCompanyId ? 'handlingAgency' : 'nonParticipant';
    case ROLES.purchaser:
      return actor.companyId !== null && actor.companyId === p.purchaserCompanyId
        ? 'owningPurchaser'
        : 'nonParticipant';
    case ROLES.expert:
      return 'assignedExpert';
    case ROLES.supplier:
      return 'nonParticipant';
  }
}

export function phaseOfProject(p: ProjectRow, now: Date): Phase {
  return projectPhase({
    state: p.state,
    now: now.getTime(),
    applyToTime: p.applyToTime?.getTime() ?? null,
    uppriceFromTime: p.uppriceFromTime?.getTime() ?? null,
    uppriceToTime: p.paused ? null : (p.uppriceToTime?.getTime() ?? null),
    windowClosed: p.windowClosedAt !== null,
    quotesOpened: p.quotesOpenedAt !== null,
  });
}

async function disclosureOfProject(db: Db, p: ProjectRow) {
  const [row] = await db
    .select({ disclosure: projectPbSettings.disclosure })
    .from(projectPbSettings)
    .where(eq(projectPbSettings.projectId, p.id));
  const disclosure = row && isDisclosureMode(row.disclosure) ? row.disclosure : 1;
  return { disclosure, sealed: isSealed(isWinbidRule(p.winbidRule) ? p.winbidRule : 1) };
}

/** What the caller may learn about the project's bidders now. */
export async function audienceOf(db: Db, actor: Actor | null, p: ProjectRow, now: Date): Promise<ProjectAudience> {
  const [relation, project] = await Promise.all([relationOf(db, actor, p), disclosureOfProject(db, p)]);
  const phase = phaseOfProject(p, now);
  return { relation, phase, facts: audienceFacts(relation, phase, project), sealed: project.sealed };
}

/**
 * Projects (joined as `projects`) whose window has ended by `now`: the phase from which the
 * assigned expert learns about the bidders (docs/rules.md), as a condition for paged reads.
 */
export function windowEndedSql(now: Date): SQL {
  return sql`(${projects.state} in (6, 7, 8) or ${projects.windowClosedAt} is not null or ${projects.quotesOpenedAt} is not null or (${projects.state} = 5 and not ${projects.paused} and ${projects.uppriceToTime} <= ${now}))`;
}
