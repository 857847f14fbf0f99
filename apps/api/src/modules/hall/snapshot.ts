import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import type { HallSnapshotResult } from '@bidhall/contracts/hall';
import { viewOfRanking, type Audience, type DisclosureContext } from '@bidhall/domain/disclosure';
import { isSealed, isWinbidRule, type WinbidRule } from '@bidhall/domain/winbid-rules';
import type { RequestContext } from '../../http/context.ts';
import { readProjectWithSettings } from '../quote/facts.ts';
import { loadStandings } from '../quote/standings.ts';
import { viewerOf, type Viewer } from './audience.ts';
import { phaseOf, settingsOf, windowOf, type ProjectRow } from './window.ts';
import { rankLines } from '@bidhall/domain/ranking-lines';
import { streamGroups, viewSeqsOf } from '../../events/view-census.ts';

/** The disclosure facts of a project at `now` (docs/rules.md "What each audience sees"). */
function disclosureOf(
  project: ProjectRow,
  settings: ReturnType<typeof settingsOf>,
  viewer: Viewer,
  now: number,
): DisclosureContext {
  const rule = ruleOf(project);
  const windowEnded = phaseOf(project, now) === 'ended';
  return {
    disclosure: settings.disclosure,
    sealed: isSealed(rule),
    windowEnded,
    opened: windowEnded && (!isSealed(rule) || project.quotesOpenedAt !== null),
    viewerSupplierId: viewer.supplierId,
    maxQuotes: settings.maxQuotes,
  };
}

export const ruleOf = (project: ProjectRow): WinbidRule => (isWinbidRule(project.winbidRule) ? project.winbidRule : 1);

/** A supplier firm sees its own standing ('self'); the other audiences are the domain's own. */
const domainAudience = (viewer: Viewer): Audience =>
  viewer.audience === 'supplier' && viewer.supplierId !== null ? 'self' : viewer.audience;

/** Hall/GetSnapshot: the whole hall as the caller may see it, with its view's seq it reflects. */
export async function hallSnapshot(ctx: RequestContext, projectId: number): Promise<HallSnapshotResult> {
  // One repeatable-read snapshot: the ranking and its seq are of the same moment, and no
  // quote waits for a reader.
  const { project, settingsRow, standings, groups } = await ctx.db.transaction(
    async (tx) => {
      const { project, settings } = await readProjectWithSettings(tx, ctx.tenantId, projectId);
      const groups = await streamGroups(tx, project.id, project.lastSeq);
      return { project, settingsRow: settings, standings: await loadStandings(tx, projectId), groups };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const viewer = await viewerOf(ctx, project);
  const settings = settingsOf(settingsRow);
  const now = ctx.deps.now().getTime();
  const rule = ruleOf(project);
  const ctxOf = disclosureOf(project, settings, viewer, now);
  return {
    v: PROTOCOL_VERSION,
    projectId: project.id,
    // The caller's view's own seq: how many of the hall's events this view was sent.
    seq: viewSeqsOf(groups).seqOf(viewer.audience, viewer.supplierId),
    serverNow: now,
    audience: viewer.audience,
    project: {
      state: project.state as HallSnapshotResult['project']['state'],
      winbidRule: rule,
      disclosure: settings.disclosure,
      sealed: ctxOf.sealed,
      opened: ctxOf.opened,
      maxQuotes: settings.maxQuotes,
    },
    window: windowOf(project),
    ranking: viewOfRanking(rankLines(standings, rule), domainAudience(viewer), ctxOf),
  };
}
