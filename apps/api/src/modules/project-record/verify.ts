import type { ProjectRecordExport } from '@bidhall/contracts/project-record';
import { verifyChain } from '@bidhall/domain/auction-record';
import { amountToString } from '@bidhall/domain/money';
import { countValidBidders, rankDirection, rankQuotes, type RankableQuote } from '@bidhall/domain/ranking';
import { decideWinner, isFailed } from '@bidhall/domain/winning';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { sha256Hex } from '../../events/chain.ts';

export type Check = { name: string; ok: boolean; detail: string };

/** Methods whose winner follows from the quotes alone; the others need scores or a choice. */
export const PRICE_ONLY_RULES: readonly WinbidRule[] = [1, 2, 3, 4, 6, 8];

type QuoteEvent = RankableQuote & { companyName: string };

/** The accepted quotes as the record states them, in stream order. */
export function quotesOf(record: Pick<ProjectRecordExport, 'entries'>): QuoteEvent[] {
  return record.entries
    .filter((e) => e.event.type === 'quote.accepted')
    .map(({ event }) => {
      const p = event.payload as { supplierId: number; companyName: string; amount: string; acceptedAt: number };
      return { supplierId: p.supplierId, companyName: p.companyName, amount: p.amount, acceptedAt: p.acceptedAt, seq: event.seq };
    });
}

/** The ranking the domain computes from the record's quotes, in the export's shape. */
export function rankingOf(rule: WinbidRule, quotes: readonly QuoteEvent[]) {
  return rankQuotes(quotes, rankDirection(rule)).map((q) => ({
    rank: q.rank,
    supplierId: q.supplierId,
    companyName: q.companyName,
    amount: amountToString(q.amount),
    acceptedAt: q.acceptedAt,
    seq: q.seq,
    quoteCount: q.quoteCount,
  }));
}

/**
 * Checks an exported auction record from its own content only: the hash chain from the
 * genesis, a gap-free stream of this project, and the ranking, the failure and the winner
 * recomputed by the domain from the quote events against what the server claimed.
 */
export function verifyRecord(record: ProjectRecordExport): Check[] {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  const chain = verifyChain(record.entries, sha256Hex, record.genesis);
  check('chain', chain.ok, chain.ok ? `${chain.count} entries, head ${chain.head}` : `entry ${chain.index} (seq ${record.entries[chain.index]?.event.seq}) does not follow`);
  const head = record.entries.at(-1)?.hash ?? record.genesis;
  check('head', head === record.head && record.count === record.entries.length, `head ${record.head}, ${record.count} entries claimed`);
  const gap = record.entries.findIndex((e, i) => e.event.seq !== i + 1 || e.event.projectId !== record.projectId);
  check('stream', gap === -1, gap === -1 ? `seq 1..${record.entries.length} of project ${record.projectId}` : `entry ${gap} breaks the stream`);

  const quotes = quotesOf(record);
  const ranking = rankingOf(record.winbidRule, quotes);
  const same = JSON.stringify(ranking) === JSON.stringify(record.result.ranking);
  check('ranking', same, same ? `${ranking.length} bidders, ${quotes.length} quotes` : `recomputed ${JSON.stringify(ranking.slice(0, 3))}… differs from the stored ranking`);

  const validBidders = countValidBidders(quotes);
  const failed = isFailed(validBidders, record.result.minBidders);
  const failedInChain = record.entries.some((e) => e.event.type === 'project.state' && (e.event.payload as { to?: number }).to === 8);
  check('bidders', validBidders === record.result.validBidders, `${validBidders} valid bidders recomputed, ${record.result.validBidders} claimed`);
  check('failure', failed === record.result.failed && (!failed || failedInChain), `minBidders ${record.result.minBidders}: ${failed ? 'failed' : 'not failed'}`);

  if (!PRICE_ONLY_RULES.includes(record.winbidRule) || failed) {
    check('winner', record.result.winners === null, failed ? 'no winner: the project failed' : `method ${record.winbidRule} is not decided by price alone`);
  } else {
    const outcome = decideWinner(record.winbidRule, { quotes });
    const winners = outcome.ok ? outcome.winners.map((w) => ({ supplierId: w.supplierId, amount: w.amount, acceptedAt: w.acceptedAt, seq: w.seq })) : null;
    const ok = JSON.stringify(winners) === JSON.stringify(record.result.winners);
    check('winner', ok, outcome.ok ? `supplier ${outcome.winners.map((w) => w.supplierId).join(', ')} by method ${record.winbidRule}` : `no winner: ${outcome.reason}`);
  }
  return checks;
}
