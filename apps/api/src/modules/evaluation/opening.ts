import { eq } from 'drizzle-orm';
import type { OpenedQuotesDto } from '@bidhall/contracts/evaluation';
import { EVALUATION_REFUSAL_MESSAGES, openRefusal } from '@bidhall/domain/evaluation-gates';
import { projectPbSettings, projects } from '../../db/lifecycle-schema.ts';
import { appendProjectEvent } from '../../events/append.ts';
import { appendExpertBadgeCounts } from '../../events/badges.ts';
import type { RequestContext } from '../../http/context.ts';
import { settingsOf } from '../hall/window.ts';
import { loadBids } from './bids.ts';
import { gateView, reachProject, refuse, requireAmountsVisible, requireHandlingAgency } from './access.ts';
import { rankLines } from '@bidhall/domain/ranking-lines';

/**
 * OpenQuotes: the agency opens the sealed quotes once the window is over. The full ranking
 * goes into the project's chained record as `quotes.opened` and out to the hall; from then
 * on experts and the purchaser see the amounts.
 */
export async function openQuotes(ctx: RequestContext, input: { projectId: number }): Promise<OpenedQuotesDto> {
  const { actor, project } = await reachProject(ctx, input.projectId, { lock: true });
  requireHandlingAgency(actor, project);
  const now = ctx.deps.now();
  const gate = gateView(project);
  const refusal = openRefusal(gate, now.getTime());
  if (refusal) refuse(EVALUATION_REFUSAL_MESSAGES[refusal]);
  const ranking = rankLines(await loadBids(ctx.db, project.id), gate.winbidRule);
  const [settingsRow] = await ctx.db
    .select()
    .from(projectPbSettings)
    .where(eq(projectPbSettings.projectId, project.id));
  const settings = settingsOf(settingsRow ?? null);
  await ctx.db.update(projects).set({ quotesOpenedAt: now, updatedAt: now }).where(eq(projects.id, project.id));
  await appendProjectEvent(ctx, {
    tenantId: ctx.tenantId,
    projectId: project.id,
    type: 'quotes.opened',
    at: now,
    payload: {
      openedAt: now.getTime(),
      ranking,
      context: { winbidRule: gate.winbidRule, disclosure: settings.disclosure, maxQuotes: settings.maxQuotes },
    },
  });
  // The assigned experts may score from now on: their badges say so without their acting.
  await appendExpertBadgeCounts(ctx, { tenantId: ctx.tenantId, projectIds: [project.id], now });
  return { projectId: project.id, openedAt: now.toISOString(), ranking };
}

/** The ranking after the window: open auctions at once, sealed ones once opened. */
export async function getOpenedQuotes(ctx: RequestContext, input: { projectId: number }): Promise<OpenedQuotesDto> {
  const { project } = await reachProject(ctx, input.projectId);
  requireAmountsVisible(ctx, project);
  const ranking = rankLines(await loadBids(ctx.db, project.id), gateView(project).winbidRule);
  return { projectId: project.id, openedAt: project.quotesOpenedAt?.toISOString() ?? null, ranking };
}
