import { canonicalJson, type Sha256HexAsync } from './auction-record.ts';
import { amountToString } from './money.ts';
import { GENESIS_HASH, type RecordEntry } from './auction-record.ts';
import { isHiddenEntry, type ChainedEvent, type PublicEntry, type PublishedBidders } from './public-record.ts';
import { countValidBidders, rankDirection, rankQuotes } from './ranking.ts';
import { decideWinner, isFailed } from './winning.ts';
import type { WinbidRule } from './winbid-rules.ts';

/**
 * The record verifier's core: the one check that the browser page, the packed CLI and
 * `npm run verify-record` all run, from the record's own content. Whole records (the parties'
 * ProjectRecord/Export) and public cuts (PublicRecord/Get, hidden entries as their hashes) alike.
 * The hash is a parameter: Web Crypto in the browser, node:crypto in the CLI.
 */

export interface RankLineClaim {
  rank: number;
  supplierId: number;
  companyName: string;
  amount: string;
  acceptedAt: number;
  seq: number;
  /** Whole records only: a public cut hides superseded quotes, so it cannot count them. */
  quoteCount?: number;
}

export interface WinnerClaim {
  supplierId: number;
  amount: string;
  acceptedAt: number;
  seq: number;
}

/** A whole record's entry, or a public cut's (shown with its link, or hidden). */
export type VerifiableEntry = RecordEntry<ChainedEvent> | PublicEntry;

export interface VerifiableRecord {
  projectId: number;
  winbidRule: WinbidRule;
  genesis: string;
  head: string;
  count: number;
  /** Public cuts only: l(count) of the digest chain (public-record.ts). */
  publicHead?: string;
  entries: readonly VerifiableEntry[];
  result: {
    /** Public cuts only: whose final quotes are shown. */
    published?: PublishedBidders;
    ranking: readonly RankLineClaim[];
    validBidders: number;
    minBidders: number;
    failed: boolean;
    winners: readonly WinnerClaim[] | null;
  };
}

export const CHECK_NAMES = ['chain', 'link', 'head', 'stream', 'ranking', 'bidders', 'failure', 'winner'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type CheckStatus = 'ok' | 'fail' | 'skipped';

/** One finding; `key` names its sentence (`<name>.<case>`), `params` fill it in. */
export interface Check {
  name: CheckName;
  status: CheckStatus;
  key: string;
  params: Record<string, string | number>;
}

/** Methods whose winner follows from the quotes alone; the others need scores or a choice. */
export const PRICE_ONLY_RULES: readonly WinbidRule[] = [1, 2, 3, 4, 6, 8];

export interface RecordedQuote {
  supplierId: number;
  companyName: string;
  amount: string;
  acceptedAt: number;
  seq: number;
}

/** The accepted quotes the record shows, in stream order. */
export function quotesOf(record: Pick<VerifiableRecord, 'entries'>): RecordedQuote[] {
  const quotes: RecordedQuote[] = [];
  for (const entry of record.entries) {
    if (isHiddenEntry(entry) || entry.event.type !== 'quote.accepted') continue;
    const p = entry.event.payload as Omit<RecordedQuote, 'seq'>;
    quotes.push({
      supplierId: p.supplierId,
      companyName: p.companyName,
      amount: p.amount,
      acceptedAt: p.acceptedAt,
      seq: entry.event.seq,
    });
  }
  return quotes;
}

/** The ranking the domain computes from quotes, in the record's line shape. */
export function rankingOf(rule: WinbidRule, quotes: readonly RecordedQuote[]): Array<Required<RankLineClaim>> {
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

type Walk =
  | { ok: true; head: string; hidden: number }
  | { ok: false; index: number; seq: number; expected: string; found: string };

const HASH = /^[0-9a-f]{64}$/;

/** Re-computes h(n) = sha256(h(n-1) || canonicalJson(event n)); a hidden entry's hash is taken as given. */
async function walkChain(entries: readonly VerifiableEntry[], genesis: string, sha256: Sha256HexAsync): Promise<Walk> {
  let hash = genesis;
  let hidden = 0;
  for (const [index, entry] of entries.entries()) {
    if (isHiddenEntry(entry)) {
      if (!HASH.test(entry.hash))
        return { ok: false, index, seq: entry.seq, expected: 'sha256 hex', found: entry.hash };
      hash = entry.hash;
      hidden += 1;
      continue;
    }
    const next = await sha256(hash + canonicalJson(entry.event));
    if (next !== entry.hash.toLowerCase())
      return { ok: false, index, seq: entry.event.seq, expected: next, found: entry.hash };
    hash = next;
  }
  return { ok: true, head: hash, hidden };
}

type LinkWalk = { ok: true; head: string } | { ok: false; position: number; seq: number };

/** The digest chain l(n) = sha256(l(n-1) || d(n)) (public-record.ts); checks each stated link on the way. */
async function walkLinks(entries: readonly VerifiableEntry[], sha256: Sha256HexAsync): Promise<LinkWalk> {
  let link = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const digest = isHiddenEntry(entry) ? entry.digest : await sha256(canonicalJson(entry.event));
    link = await sha256(link + digest);
    if ('link' in entry && entry.link !== link) return { ok: false, position: index + 1, seq: seqOf(entry) };
  }
  return { ok: true, head: link };
}

const seqOf = (entry: VerifiableEntry) => (isHiddenEntry(entry) ? entry.seq : entry.event.seq);
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const winnerLine = (w: WinnerClaim): WinnerClaim => ({
  supplierId: w.supplierId,
  amount: w.amount,
  acceptedAt: w.acceptedAt,
  seq: w.seq,
});

export interface VerifyOptions {
  /** A head printed on the result notice: the record's chain or its digest chain must end there. */
  noticeHead?: string;
}

/** Every check of a record, in CHECK_NAMES order. */
export async function verifyRecord(
  record: VerifiableRecord,
  sha256: Sha256HexAsync,
  options: VerifyOptions = {},
): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: CheckName, status: CheckStatus | boolean, key: string, params: Check['params'] = {}) =>
    checks.push({
      name,
      status: typeof status === 'string' ? status : status ? 'ok' : 'fail',
      key: `${name}.${key}`,
      params,
    });
  const { entries, result } = record;

  const walk = await walkChain(entries, record.genesis, sha256);
  if (walk.ok)
    check('chain', true, walk.hidden ? 'holdsWithHidden' : 'holds', {
      count: entries.length,
      hidden: walk.hidden,
      head: walk.head,
    });
  else
    check('chain', false, 'broken', {
      position: walk.index + 1,
      seq: walk.seq,
      expected: walk.expected,
      found: walk.found,
    });
  const links = await walkLinks(entries, sha256);
  const publicHead = links.ok ? links.head : '';
  if (!links.ok) check('link', false, 'broken', { position: links.position, seq: links.seq });
  else if (record.publicHead === undefined) check('link', true, 'computed', { publicHead });
  else
    check('link', publicHead === record.publicHead, publicHead === record.publicHead ? 'holds' : 'headDiffers', {
      publicHead,
      stated: record.publicHead,
    });

  const last = entries.at(-1)?.hash ?? record.genesis;
  const notice = options.noticeHead?.trim().toLowerCase();
  // A public cut is bound to the notice by its public head alone: its chain head does not bind the entries before a hidden one.
  const noticeHolds = notice === publicHead || (record.publicHead === undefined && notice === last);
  // The head a differing notice is held to, for the sentence: a cut's public head, a whole record's chain head.
  const ends = record.publicHead === undefined ? last : publicHead;
  const headKey =
    last !== record.head
      ? 'differs'
      : record.count !== entries.length
        ? 'countDiffers'
        : notice && !noticeHolds
          ? 'noticeDiffers'
          : notice
            ? 'matchesNotice'
            : 'matches';
  check('head', headKey === 'matches' || headKey === 'matchesNotice', headKey, {
    head: record.head,
    last,
    count: record.count,
    entries: entries.length,
    notice: notice ?? '',
    ends,
  });
  const gap = entries.findIndex(
    (e, i) => seqOf(e) !== i + 1 || (!isHiddenEntry(e) && e.event.projectId !== record.projectId),
  );
  check('stream', gap === -1, gap === -1 ? 'gapFree' : 'broken', {
    projectId: record.projectId,
    count: entries.length,
    position: gap + 1,
  });

  const quotes = quotesOf(record);
  const failedInChain = entries.some(
    (e) => !isHiddenEntry(e) && e.event.type === 'project.state' && (e.event.payload as { to?: number }).to === 8,
  );
  if (result.published === 'winner') {
    check('ranking', 'skipped', 'notPublished', { hidden: walk.ok ? walk.hidden : 0 });
    check('bidders', 'skipped', 'notPublished', { claimed: result.validBidders });
    check('failure', result.failed === failedInChain, result.failed ? 'failed' : 'notFailed', {
      minBidders: result.minBidders,
    });
    verifyShownWinners(record, quotes, check);
    return checks;
  }

  const recomputed = rankingOf(record.winbidRule, quotes);
  const claimed = result.published ? recomputed.map(({ quoteCount: _, ...line }) => line) : recomputed;
  const rankingHolds = same(claimed, result.ranking);
  check('ranking', rankingHolds, rankingHolds ? 'holds' : 'differs', {
    bidders: recomputed.length,
    quotes: quotes.length,
  });
  const validBidders = countValidBidders(quotes);
  check('bidders', validBidders === result.validBidders, 'count', {
    recomputed: validBidders,
    claimed: result.validBidders,
  });
  const failed = isFailed(validBidders, result.minBidders);
  check('failure', failed === result.failed && (!failed || failedInChain), failed ? 'failed' : 'notFailed', {
    minBidders: result.minBidders,
    validBidders,
  });

  if (!PRICE_ONLY_RULES.includes(record.winbidRule) || failed) {
    check('winner', result.winners === null, failed ? 'noneFailed' : 'notByPrice', { rule: record.winbidRule });
    return checks;
  }
  const outcome = decideWinner(record.winbidRule, { quotes });
  const winners = outcome.ok ? outcome.winners.map(winnerLine) : null;
  const holds = same(winners, result.winners?.map(winnerLine) ?? null);
  if (outcome.ok)
    check('winner', holds, holds ? 'holds' : 'differs', {
      suppliers: firmsNamed(outcome.winners, quotes),
      rule: record.winbidRule,
    });
  else check('winner', holds, 'none', { reason: outcome.reason, rule: record.winbidRule });
  return checks;
}

/**
 * The winning firms by the names their quotes in the chain carry (a winner's quotes are shown
 * in every cut), by id where the chain shows none of its quotes.
 */
function firmsNamed(winners: ReadonlyArray<{ supplierId: number }>, quotes: readonly RecordedQuote[]): string {
  const names = new Map<number, string>();
  for (const q of quotes) names.set(q.supplierId, q.companyName);
  return winners.map((w) => names.get(w.supplierId) ?? `#${w.supplierId}`).join(', ');
}

/** A cut that shows the winners alone: each claimed winner is a final quote shown in the chain. */
function verifyShownWinners(
  record: VerifiableRecord,
  quotes: readonly RecordedQuote[],
  check: (name: CheckName, status: boolean, key: string, params?: Check['params']) => void,
) {
  const { winners } = record.result;
  if (!PRICE_ONLY_RULES.includes(record.winbidRule) || winners === null) {
    check('winner', winners === null, record.result.failed ? 'noneFailed' : 'notByPrice', { rule: record.winbidRule });
    return;
  }
  const shown = winners.every((w) =>
    quotes.some((q) => same(winnerLine({ ...q, amount: amountToString(q.amount) }), winnerLine(w))),
  );
  check('winner', winners.length > 0 && shown, shown && winners.length > 0 ? 'inChain' : 'notInChain', {
    suppliers: firmsNamed(winners, quotes),
    seqs: winners.map((w) => w.seq).join(', '),
  });
}
