import type { GatewayRankingInput, GatewayRankingResult } from '@bidhall/contracts/hall';
import { linesAt } from '../../events/rankings.ts';
import { streamGroups, viewSeqsOf } from '../../events/view-census.ts';
import type { RequestContext } from '../../http/context.ts';
import { unauthorized } from '../../http/errors.ts';
import { TokenRejected } from '../../http/tokens.ts';
import { readProjectWithSettings } from '../quote/facts.ts';

/**
 * Hall/RankingAt: every bidder's line as it stood at `seq` (at most the project's head), and
 * every view's seq there, for a gateway that folds the hall's quotes and counts its views' seqs
 * from there on. Only a gateway's proof opens it, since it
 * holds every amount; the tenant is the one the bus named with the hall's events.
 */
export async function rankingAt(ctx: RequestContext, input: GatewayRankingInput): Promise<GatewayRankingResult> {
  try {
    await ctx.deps.tokens.verifyGatewayProof(input.proof);
  } catch (error) {
    if (error instanceof TokenRejected) throw unauthorized();
    throw error;
  }
  return ctx.db.transaction(
    async (tx) => {
      const { project } = await readProjectWithSettings(tx, input.tenantId, input.projectId);
      const seq = Math.min(input.seq, project.lastSeq);
      const views = viewSeqsOf(await streamGroups(tx, project.id, seq)).census();
      return { projectId: project.id, seq, lines: await linesAt(tx, project.id, seq), views };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
