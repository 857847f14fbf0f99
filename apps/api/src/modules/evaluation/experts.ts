import { and, arrayContains, eq, inArray, notInArray } from 'drizzle-orm';
import type { AssignExpertsInput, ExpertDto } from '@bidhall/contracts/evaluation';
import { EVALUATION_REFUSAL_MESSAGES, panelRefusal } from '@bidhall/domain/evaluation-gates';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../../db/database.ts';
import { expertScores, expertSubmissions } from '../../db/evaluation-schema.ts';
import { projectExperts } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { fieldError, userFriendly } from '../../http/errors.ts';
import { reachProject, refuse, requireHandlingAgency } from './access.ts';

/** The experts of a project and whether each has submitted. */
export async function panelOf(db: Db, projectId: number): Promise<ExpertDto[]> {
  const rows = await db
    .select({
      userId: users.id,
      userName: users.userName,
      name: users.name,
      submittedAt: expertSubmissions.submittedAt,
    })
    .from(projectExperts)
    .innerJoin(users, eq(users.id, projectExperts.expertUserId))
    .leftJoin(
      expertSubmissions,
      and(
        eq(expertSubmissions.projectId, projectExperts.projectId),
        eq(expertSubmissions.expertUserId, projectExperts.expertUserId),
      ),
    )
    .where(eq(projectExperts.projectId, projectId))
    .orderBy(users.id);
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null }));
}

export async function getExperts(ctx: RequestContext, input: { projectId: number }): Promise<ExpertDto[]> {
  const { project } = await reachProject(ctx, input.projectId);
  return panelOf(ctx.db, project.id);
}

/** The tenant's active experts: whom the agency may choose from. */
export async function expertCandidates(ctx: RequestContext): Promise<Array<Omit<ExpertDto, 'submittedAt'>>> {
  return ctx.db
    .select({ userId: users.id, userName: users.userName, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.isActive, true), arrayContains(users.roles, [ROLES.expert])))
    .orderBy(users.id);
}

/**
 * AssignExperts: the whole panel at once. An expert who already submitted cannot be taken
 * off (the points would silently vanish from the result); one who only saved loses the
 * saved points with the seat.
 */
export async function assignExperts(ctx: RequestContext, input: AssignExpertsInput): Promise<ExpertDto[]> {
  const { actor, project } = await reachProject(ctx, input.projectId, { lock: true });
  requireHandlingAgency(actor, project);
  // The domain's rule, which the web page mirrors to hide the picker.
  const locked = panelRefusal(project.state);
  if (locked) refuse(EVALUATION_REFUSAL_MESSAGES[locked]);
  const found = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, input.expertUserIds),
        eq(users.tenantId, ctx.tenantId),
        eq(users.isActive, true),
        arrayContains(users.roles, [ROLES.expert]),
      ),
    );
  if (found.length !== input.expertUserIds.length) throw fieldError('evaluation.notAnExpert', 'expertUserIds');
  const leaving = and(
    eq(projectExperts.projectId, project.id),
    notInArray(projectExperts.expertUserId, input.expertUserIds),
  );
  const gone = (await ctx.db.select({ id: projectExperts.expertUserId }).from(projectExperts).where(leaving)).map(
    (r) => r.id,
  );
  if (gone.length > 0) {
    const [submitted] = await ctx.db
      .select({ id: expertSubmissions.expertUserId })
      .from(expertSubmissions)
      .where(and(eq(expertSubmissions.projectId, project.id), inArray(expertSubmissions.expertUserId, gone)));
    if (submitted) throw userFriendly({ key: 'evaluation.expertSubmitted' });
    await ctx.db
      .delete(expertScores)
      .where(and(eq(expertScores.projectId, project.id), inArray(expertScores.expertUserId, gone)));
    await ctx.db.delete(projectExperts).where(leaving);
  }
  await ctx.db
    .insert(projectExperts)
    .values(
      input.expertUserIds.map((expertUserId) => ({ projectId: project.id, expertUserId, tenantId: ctx.tenantId })),
    )
    .onConflictDoNothing();
  return panelOf(ctx.db, project.id);
}
