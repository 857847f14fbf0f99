import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { RankingEntry } from '@bidhall/domain/disclosure';
import type { BiddingSettings, QuoteDecision } from '@bidhall/domain/quote-rules';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { nextProjectEvent } from '../../events/append.ts';
import type { StreamRow } from '../../events/bus-message.ts';
import { windowOf, type ProjectRow } from '../hall/window.ts';
import type { QuoteBatchWrite } from './batch-write.ts';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { QuoteRowToStore } from './standings.ts';

type Accepted = {
  quoteId: number;
  seq: number;
  standing: RankingLine;
  ranking: readonly RankingEntry[];
  decision: Extract<QuoteDecision, { accepted: true }>;
  at: number;
};
type Planned = {
  seq: number;
  at: number;
  type: 'quote.accepted' | 'window.changed';
  payload: unknown;
};

/**
 * What a batch of quotes adds to a project's stream, planned in memory under the project
 * lock: each accepted quote takes the next seq (its quote.accepted entry), and a quote that
 * soft close extends the window for moves the window here at once, so the next quote of the
 * batch is decided against the new end, and adds its window.changed entry. `write` then
 * stores the quotes, the standings and the stream rows, hash-chained in seq order, unless
 * another writer changed the project since the batch read it.
 */
export function createStreamPlan(
  locked: ProjectRow,
  ctx: { tenantId: number; rule: WinbidRule; settings: BiddingSettings },
) {
  let project = locked;
  let lastSeq = locked.lastSeq;
  let windowMoved = false;
  const planned: Planned[] = [];
  let rows: StreamRow[] = [];

  function quoteAccepted(q: Accepted): void {
    const context = { winbidRule: ctx.rule, disclosure: ctx.settings.disclosure, maxQuotes: ctx.settings.maxQuotes };
    planned.push({
      seq: q.seq,
      at: q.at,
      type: 'quote.accepted',
      payload: {
        projectId: project.id,
        quoteId: String(q.quoteId),
        supplierId: q.standing.supplierId,
        companyName: q.standing.companyName,
        amount: q.decision.amount,
        acceptedAt: q.at,
        seq: q.seq,
        quoteCount: q.standing.quoteCount,
        isNewBest: q.decision.isNewBest,
        context,
      },
    });
    const { newEndsAt, extendedBySeconds } = q.decision;
    if (newEndsAt === undefined || extendedBySeconds === undefined) return;
    project = {
      ...project,
      uppriceToTime: new Date(newEndsAt),
      extensions: project.extensions + 1,
      extendedSeconds: project.extendedSeconds + extendedBySeconds,
      windowVersion: project.windowVersion + 1,
    };
    windowMoved = true;
    const window = windowOf(project);
    planned.push({
      seq: (lastSeq += 1),
      at: q.at,
      type: 'window.changed',
      payload: { kind: 'extended', window, reason: null },
    });
  }

  /**
   * Writes the quotes, the standings and the stream rows, hash-chained in seq order, in one
   * statement, if the project row is still at `version` (the one the batch was decided on).
   * Answers the row's new version, or null when it wrote nothing.
   */
  async function write(
    store: (write: QuoteBatchWrite) => Promise<string | null>,
    version: string,
    quotes: readonly QuoteRowToStore[],
    standings: readonly RankingLine[],
  ): Promise<string | null> {
    let head = { lastSeq: locked.lastSeq, lastHash: locked.lastHash };
    rows = planned.map((p) => {
      const row = nextProjectEvent(head, {
        tenantId: ctx.tenantId,
        projectId: project.id,
        type: p.type as 'quote.accepted',
        payload: p.payload as never,
        at: new Date(p.at),
      });
      // The seqs were promised to the answers while deciding; anything else is a bug.
      if (row.seq !== p.seq) throw new Error(`planned seq ${p.seq} but the stream gave ${row.seq}`);
      head = { lastSeq: row.seq!, lastHash: row.hash! };
      return row;
    });
    return store({
      tenantId: ctx.tenantId,
      projectId: project.id,
      version,
      rows,
      quotes,
      standings,
      window: windowMoved ? project : null,
    });
  }

  return {
    /** The project as the quotes decided so far left it (its window may have moved). */
    project: () => project,
    window: (): ProjectWindow => windowOf(project),
    nextSeq: () => (lastSeq += 1),
    quoteAccepted,
    write,
    /** The stream rows written, in seq order, to publish once the transaction commits. */
    rows: () => rows,
    /** The project row as `write` left it: its window as decided, its head at the last row written. */
    written: (): ProjectRow => {
      const last = rows.at(-1);
      return last ? { ...project, lastSeq: last.seq!, lastHash: last.hash! } : project;
    },
  };
}

/** The project as the quote rules see it. */
export function quoteProject(project: ProjectRow, rule: WinbidRule) {
  const closed = project.windowClosedAt !== null;
  return {
    state: project.state,
    winbidRule: rule,
    uppriceFromTime: project.uppriceFromTime?.getTime() ?? Number.POSITIVE_INFINITY,
    // Once the window-end job ran, the window stays shut whatever the clock of this process says.
    uppriceToTime: closed ? Number.NEGATIVE_INFINITY : (project.uppriceToTime?.getTime() ?? Number.NEGATIVE_INFINITY),
    paused: project.paused,
  };
}
