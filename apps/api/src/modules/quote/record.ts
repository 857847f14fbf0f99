import { eq } from 'drizzle-orm';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { BiddingSettings, QuoteDecision } from '@bidhall/domain/quote-rules';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import type { EventPayload, ProjectEventInput, ProjectEventType } from '../../events/append.ts';
import { windowOf } from '../hall/window.ts';
import type { QuotedProject } from './facts.ts';

type Accepted = {
  /** Where the quote is among the batch's stored quotes: its id is known once they are stored. */
  quote: number;
  seq: number;
  standing: RankingLine;
  decision: Extract<QuoteDecision, { accepted: true }>;
  at: number;
};
type Planned =
  | {
      seq: number;
      at: number;
      type: 'quote.accepted';
      quote: number;
      payload: Omit<EventPayload<'quote.accepted'>, 'quoteId'>;
    }
  | { seq: number; at: number; type: 'window.changed'; payload: EventPayload<'window.changed'> };
type EventInput = Omit<ProjectEventInput<ProjectEventType>, 'head'>;

/**
 * What a batch of quotes adds to a project's stream, planned while its quotes are decided
 * under the project lock: each accepted quote takes the next seq (its quote.accepted event),
 * and a quote that soft close extends the window for moves the window at once, so the next
 * quote of the batch is decided against the new end, and adds its window.changed event.
 */
export function createStreamPlan(
  locked: QuotedProject,
  ctx: { tenantId: number; rule: WinbidRule; settings: BiddingSettings },
) {
  let project = locked;
  let lastSeq = locked.lastSeq;
  let windowMoved = false;
  const planned: Planned[] = [];

  function quoteAccepted(q: Accepted): void {
    const context = { winbidRule: ctx.rule, disclosure: ctx.settings.disclosure, maxQuotes: ctx.settings.maxQuotes };
    planned.push({
      seq: q.seq,
      at: q.at,
      type: 'quote.accepted',
      quote: q.quote,
      payload: {
        projectId: project.id,
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
    planned.push({
      seq: (lastSeq += 1),
      at: q.at,
      type: 'window.changed',
      payload: { kind: 'extended', window: windowOf(project), reason: null },
    });
  }

  /** The events planned, in seq order, given the ids the batch's quotes were stored with. */
  function events(quoteIds: readonly number[]): EventInput[] {
    return planned.map((p) => ({
      tenantId: ctx.tenantId,
      projectId: project.id,
      type: p.type,
      at: new Date(p.at),
      payload: (seq: number) => {
        // The seqs were promised to the answers while deciding; anything else is a bug.
        if (seq !== p.seq) throw new Error(`planned seq ${p.seq} but the stream gave ${seq}`);
        return p.type === 'quote.accepted' ? { ...p.payload, quoteId: String(quoteIds[p.quote]) } : p.payload;
      },
    }));
  }

  return {
    /** The project as the quotes decided so far left it (its window may have moved). */
    project: () => project,
    window: (): ProjectWindow => windowOf(project),
    nextSeq: () => (lastSeq += 1),
    quoteAccepted,
    events,
    /** The window as soft close moved it, or null when it did not move. */
    movedWindow: () => (windowMoved ? project : null),
  };
}

/** Stores the window soft close moved. */
export async function storeWindow(tx: Db, project: QuotedProject): Promise<void> {
  await tx
    .update(projects)
    .set({
      uppriceToTime: project.uppriceToTime,
      extensions: project.extensions,
      extendedSeconds: project.extendedSeconds,
      windowVersion: project.windowVersion,
    })
    .where(eq(projects.id, project.id));
}

/** The project as the quote rules see it. */
export function quoteProject(project: QuotedProject, rule: WinbidRule) {
  const closed = project.windowClosedAt !== null;
  return {
    state: project.state,
    winbidRule: rule,
    uppriceFromTime: project.uppriceFromTime?.getTime() ?? Number.POSITIVE_INFINITY,
    // Once the window-end job ran, the window stays shut whatever the clock of this process says.
    uppriceToTime: closed ? Number.NEGATIVE_INFINITY : (project.uppriceToTime?.getTime() ?? Number.NEGATIVE_INFINITY),
    paused: project.paused,
    budget: project.budget,
  };
}
