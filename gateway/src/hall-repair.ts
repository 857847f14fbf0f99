import type { HallEventsSinceResult, StreamBusDelta, StreamBusMessage } from '@bidhall/contracts/hall';
import { streamItemOf } from '@bidhall/contracts/hall';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { rankLines } from '@bidhall/domain/ranking-lines';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { Logger } from 'pino';
import type { ApiClient } from './api-client.ts';
import { identityOf } from './auth.ts';
import { send } from './fanout/deliver.ts';
import type { ProjectStreams } from './fanout/project-streams.ts';
import { firmOf, hallsOf, socketsInHall } from './hall-rooms.ts';
import type { GatewayServer, GatewaySocket } from './io.ts';
import type { Metrics } from './metrics.ts';

/** Snapshots asked of the api at once while resyncing a hall (one per group of alike sockets). */
const RESYNC_CONCURRENCY = 16;
/** After a backlog was replaced by snapshots, old events of that project are forwarded again for this long. */
const BACKLOG_COOLDOWN_MS = 10_000;
/** After the api failed to answer a hall's ranking, its quotes go without views for this long before it is asked again. */
const RANKING_RETRY_MS = 1_000;

export interface HallRepairDeps {
  io: GatewayServer;
  api: ApiClient;
  streams: ProjectStreams;
  metrics: Metrics;
  logger: Logger;
  /** Emits one stream event to this node's sockets, in its turn (fanout/deliver.ts). */
  deliver(message: StreamBusMessage): void;
  /** How long an event that runs ahead of its project's stream waits for the seqs before it (default 500 ms). */
  gapGraceMs?: number;
  /** How long an event must have waited in the api's outbox (its relay-reported lagMs) to count as part of a backlog (default 3 s). */
  backlogAgeMs?: number;
}

/**
 * The gateway's one owner of sequence gaps: whatever a socket would otherwise miss of a
 * hall's stream is made up here, so that no socket is ever sent a gap.
 *
 * - On the bus (`offer`): several api processes publish their own commits, so consecutive
 *   seqs of a project may cross. An event that runs ahead waits a moment (gapGraceMs) for the
 *   ones before it. A seq still missing then is a gap: the hall's sockets get fresh snapshots
 *   first, and only then the events held behind it. (Forwarding past it would send every
 *   client of the hall to the api at once to repair it, on top of the snapshots.) A backlog
 *   (events that waited long in the api's outbox) is replaced by snapshots the same way.
 * - On a join (`bridge`, `rejoin`): the events this node handled while the api was being
 *   asked, from its ring; a fresh snapshot when the ring no longer holds them.
 */
export function createHallRepair(deps: HallRepairDeps) {
  const { api, streams, metrics } = deps;
  const grace = deps.gapGraceMs ?? 500;
  const backlogAge = deps.backlogAgeMs ?? 3_000;
  type Held = {
    messages: Map<number, StreamBusDelta>;
    timer: ReturnType<typeof setTimeout> | null;
    repairing: boolean;
    backlog: boolean;
  };
  const held = new Map<number, Held>();
  /** When each project's last backlog was replaced by snapshots. */
  const backlogReplacedAt = new Map<number, number>();
  /** When the api last failed to answer each hall's ranking. */
  const rankingFailedAt = new Map<number, number>();

  // ---- The bus: events in seq order, a gap or a backlog replaced by snapshots ----

  /** One stream event from the bus (already validated and new by id). */
  function offer(message: StreamBusDelta): void {
    const last = streams.find(message.projectId)?.lastSeq;
    if ((last !== undefined && message.seq > last + 1) || held.get(message.projectId)?.repairing) {
      hold(message);
      return;
    }
    if ((last === undefined || message.seq === last + 1) && isBacklog(message)) {
      replaceBacklog(message);
      return;
    }
    if (last !== undefined && message.seq <= last) return deps.deliver(message as StreamBusMessage); // counted as a duplicate there
    if (!inTurn(message)) return void learnRanking(hold(message), message);
    release(message.projectId);
  }

  /**
   * Delivers `message` when its views can be built: a quote once this node holds the ranking
   * just before it. A quote whose ranking the api could not answer moments ago is passed over
   * (its seq counted, nothing sent: the hall's clients see the gap and catch up through the api).
   */
  function inTurn(message: StreamBusDelta): boolean {
    const ranked = streams.rankings.next(message);
    if (ranked) {
      deps.deliver(ranked);
      return true;
    }
    const failedAt = rankingFailedAt.get(message.projectId);
    if (failedAt === undefined || Date.now() - failedAt > RANKING_RETRY_MS) return false;
    streams.get(message.projectId, message.tenantId).skipTo(message.seq);
    return true;
  }

  /** Asks the api for the hall's ranking just before `message`, holding the hall's events meanwhile. */
  async function learnRanking(waiting: Held, message: StreamBusDelta): Promise<void> {
    if (waiting.timer) clearTimeout(waiting.timer);
    waiting.timer = null;
    waiting.repairing = true;
    const { projectId } = message;
    try {
      const at = await api.rankingAt(message.tenantId, projectId, message.seq - 1);
      if (at.seq !== message.seq - 1) throw new Error(`the api answered the ranking at seq ${at.seq}`);
      const rule = message.type === 'quote.accepted' ? message.payload.context.winbidRule : 1;
      streams.rankings.learn(projectId, at.seq, rankLines(at.lines, rule), at.views);
      rankingFailedAt.delete(projectId);
    } catch (error) {
      rankingFailedAt.set(projectId, Date.now());
      deps.logger.warn({ err: error, projectId, seq: message.seq }, "the api did not answer the hall's ranking");
    } finally {
      waiting.repairing = false;
      release(projectId);
    }
  }

  /** Delivers the held events that now follow the stream's last seq, in order. */
  function release(projectId: number): void {
    const waiting = held.get(projectId);
    if (!waiting || waiting.repairing) return;
    for (const seq of [...waiting.messages.keys()].sort((a, b) => a - b)) {
      const last = streams.find(projectId)?.lastSeq;
      if (last !== undefined && seq > last + 1) break;
      const message = waiting.messages.get(seq)!;
      if (last !== undefined && seq <= last) deps.deliver(message as StreamBusMessage);
      else if (!inTurn(message)) return void learnRanking(waiting, message);
      waiting.messages.delete(seq);
    }
    if (waiting.timer) clearTimeout(waiting.timer);
    waiting.timer = null;
    if (waiting.messages.size === 0) held.delete(projectId);
    else waitForGap(projectId, waiting);
  }

  function waitForGap(projectId: number, waiting: Held): void {
    waiting.timer = setTimeout(() => void repairGap(projectId), grace);
    waiting.timer.unref?.();
  }

  /** The grace ran out with seqs still missing: snapshots for the hall, then the held events. */
  async function repairGap(projectId: number): Promise<void> {
    const waiting = held.get(projectId);
    if (!waiting || waiting.messages.size === 0) return;
    waiting.timer = null;
    waiting.repairing = true;
    const stream = streams.find(projectId);
    if (!waiting.backlog) {
      metrics.seqGaps.inc();
      deps.logger.warn(
        { projectId, after: stream?.lastSeq, next: Math.min(...waiting.messages.keys()) },
        'seq gap on the bus; resyncing the hall by snapshot before going on',
      );
    }
    let reflected: number | null = null;
    try {
      reflected = await resyncHall(projectId);
    } finally {
      waiting.repairing = false;
      if (waiting.backlog) backlogReplacedAt.set(projectId, Date.now());
      if (waiting.backlog && reflected !== null) {
        // Every socket's snapshot reflects the events up to `reflected`: they are not sent.
        stream?.skipTo(reflected);
        for (const seq of waiting.messages.keys()) if (seq <= reflected) waiting.messages.delete(seq);
      } else if (waiting.messages.size > 0) {
        // Every socket's snapshot reflects the missing seqs (they committed before the events
        // held behind them were published); the events after them go out as usual.
        stream?.skipTo(Math.min(...waiting.messages.keys()) - 1);
      }
      waiting.backlog = false;
      release(projectId);
    }
  }

  function hold(message: StreamBusDelta): Held {
    let waiting = held.get(message.projectId);
    if (!waiting) {
      held.set(message.projectId, (waiting = { messages: new Map(), timer: null, repairing: false, backlog: false }));
      waitForGap(message.projectId, waiting);
    }
    waiting.messages.set(message.seq, message);
    return waiting;
  }

  /**
   * An event that waited long in the api's outbox is the head of a backlog: rows the api could
   * not publish while the bus was down, published now by its sweeper. Hundreds of old events
   * to every socket would take longer than one snapshot each, so the hall gets snapshots at
   * once and the events they reflect are dropped. Once per project in a while, so that an api
   * merely slow to publish does not send every hall to the api again and again.
   *
   * The wait is what the publisher measured on its own clock (lagMs), never createdAt against
   * this host's clock: skew between hosts would make every event look old (or none). Nor
   * does this node's own delay count: a gateway that falls behind under load delivers later,
   * it does not send its halls to the api for snapshots, which would add to the load.
   */
  function isBacklog(message: StreamBusDelta): boolean {
    if ((message.lagMs ?? 0) < backlogAge) return false;
    const replacedAt = backlogReplacedAt.get(message.projectId);
    return replacedAt === undefined || Date.now() - replacedAt > BACKLOG_COOLDOWN_MS;
  }

  function replaceBacklog(message: StreamBusDelta): void {
    const waiting = hold(message);
    waiting.backlog = true;
    if (waiting.timer) clearTimeout(waiting.timer);
    deps.logger.warn(
      { projectId: message.projectId, seq: message.seq, lagMs: message.lagMs },
      'bus backlog; resyncing the hall by snapshot instead of replaying it',
    );
    void repairGap(message.projectId);
  }

  /**
   * Asks the api for a hall's ranking and views' seqs at its head when a socket joins a hall
   * this node has seen nothing of (called beside the join's snapshot; the answer is taken once
   * the hall's method is known from it), so that the hall's first event here waits for no call
   * and still goes out should the api be away by then. A snapshot cannot tell them: it is one
   * view, numbered in that view's seq.
   */
  function warm(tenantId: number | null, projectId: number): (rule: WinbidRule) => Promise<void> {
    const unseen = () => streams.find(projectId)?.lastSeq === undefined && !streams.rankings.holds(projectId);
    if (tenantId === null || !unseen() || held.has(projectId)) return async () => {};
    // Settled at once, so a join refused before the answer is taken leaves no rejection unhandled.
    const answer = api.rankingAt(tenantId, projectId, Number.MAX_SAFE_INTEGER).then(
      (at) => ({ at }),
      (error: unknown) => ({ error }),
    );
    return async (rule) => {
      const settled = await answer;
      if ('error' in settled)
        deps.logger.warn({ err: settled.error, projectId }, "the api did not answer the hall's head");
      else if (unseen())
        streams.rankings.learn(projectId, settled.at.seq, rankLines(settled.at.lines, rule), settled.at.views);
    };
  }

  // ---- A join: the events that raced it, from the ring ----

  /**
   * Sends the events after `viewSeq` (the socket's view's seq) that this node handled (they
   * may have gone to the rooms before the socket entered them), each numbered in the socket's
   * view. Must run in the same tick as entering the rooms, so that no event can fall between.
   * When the node no longer holds them, a fresh snapshot follows; when it does not hold the
   * views' seqs at its last event (it has sent nothing of the hall since), there is nothing
   * to bridge.
   */
  function bridge(socket: GatewaySocket, projectId: number, audience: HallAudience, viewSeq: number): void {
    const firm = firmOf(socket, audience);
    if (streams.viewHead(projectId, audience, firm) === null) return;
    const missed = streams.viewAfter(projectId, audience, firm, viewSeq);
    if (missed === null) {
      void resnapshotGroup([socket], projectId);
      return;
    }
    for (const { message, viewSeq: seq } of missed) {
      const item = streamItemOf(message, audience, firm, seq);
      if (item) send(socket, item, metrics);
    }
  }

  /**
   * A re-join whose missed events this node held when it asked the api (handlers/hall.ts):
   * they go out from the ring, then whatever the api had beyond the ring's head (events still
   * on their way to this node, which the rooms will bring again; clients drop repeats). Seqs
   * are the socket's view's.
   */
  function rejoin(socket: GatewaySocket, projectId: number, since: HallEventsSinceResult, sinceSeq: number): void {
    bridge(socket, projectId, since.audience, sinceSeq);
    const head = streams.viewHead(projectId, since.audience, firmOf(socket, since.audience)) ?? sinceSeq;
    for (const item of since.events) if (item.message.seq > head) send(socket, item, metrics);
  }

  // ---- Snapshots for a hall's sockets ----

  /**
   * One fresh snapshot for sockets that see the hall alike (one audience, and for suppliers one
   * firm), asked with the first member's token that the api accepts: every member was let
   * into the hall as that audience, and the rooms already send them all the same views.
   */
  async function resnapshotGroup(group: readonly GatewaySocket[], projectId: number): Promise<boolean> {
    for (const asker of group) {
      const identity = identityOf(asker);
      let snapshot: HallSnapshot;
      try {
        snapshot = await api.snapshot(identity.token, projectId, identity.lang ?? 'zh-CN');
      } catch (error) {
        deps.logger.warn(
          { err: error, projectId, socket: asker.id },
          'resnapshot failed; the client will resync on its next join',
        );
        continue;
      }
      streams.learn(snapshot, identity.tenantId);
      const audience = snapshot.audience;
      const alike = group.filter(
        (s) => s.connected && hallsOf(s).get(projectId) === audience && firmOf(s, audience) === firmOf(asker, audience),
      );
      // One broadcast encodes the snapshot once for the whole group; each socket's bridge
      // follows it in order, as the packets of one socket are sent in the order emitted.
      deps.io.local.to(alike.map((s) => s.id)).emit('hall:snapshot', snapshot);
      metrics.emits.inc({ event: 'hall:snapshot' }, alike.length);
      for (const socket of alike) bridge(socket, projectId, audience, snapshot.seq);
      return true;
    }
    return false;
  }

  /**
   * The local sockets of a hall, grouped by what they may see: audience, and firm for
   * suppliers. Largest first: a resync asks a few groups at a time, and the hundreds of the
   * agency's and purchaser's watchers should not wait behind one supplier firm after another
   * (in a drill with 50 firms they did, for 5 s after Redis came back).
   */
  function groupsIn(projectId: number): GatewaySocket[][] {
    const groups = new Map<string, GatewaySocket[]>();
    for (const socket of socketsInHall(deps.io, projectId)) {
      const audience = hallsOf(socket).get(projectId);
      if (!audience) continue;
      const key = `${audience}:${firmOf(socket, audience) ?? ''}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(socket);
    }
    return [...groups.values()].sort((a, b) => b.length - a.length);
  }

  const resyncing = new Map<number, { again: boolean; done: Promise<number | null> }>();

  /** The hall's head seq as the api answers it now (its ranking at the newest seq), null when it does not answer. */
  async function hallHead(projectId: number): Promise<number | null> {
    const tenantId = streams.find(projectId)?.tenantId;
    if (tenantId === undefined) return null;
    try {
      return (await api.rankingAt(tenantId, projectId, Number.MAX_SAFE_INTEGER)).seq;
    } catch (error) {
      deps.logger.warn({ err: error, projectId }, "the api did not answer the hall's head");
      return null;
    }
  }

  /**
   * Every local socket of the project gets a fresh snapshot, one api call per group that sees
   * the hall alike, a few groups at a time (a hall of thousands must not send them all to the
   * api at once). A gap while a resync runs starts one more pass after it, not a second one
   * beside it. Resolves when every socket got its snapshot, with the lowest seq the snapshots
   * reflect (every event up to it reached every socket), or null when the api failed for some
   * socket or there was none.
   */
  function resyncHall(projectId: number): Promise<number | null> {
    const running = resyncing.get(projectId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: false, done: Promise.resolve<number | null>(null) };
    resyncing.set(projectId, state);
    state.done = (async () => {
      let reflected: number | null;
      do {
        state.again = false;
        // The snapshots are views, numbered in each view's seq; every one of them is taken
        // after this, so each reflects at least the hall's head answered here.
        reflected = await hallHead(projectId);
        const queue = groupsIn(projectId);
        const pass: boolean[] = [];
        const worker = async () => {
          for (let group = queue.shift(); group; group = queue.shift())
            pass.push(await resnapshotGroup(group, projectId));
        };
        await Promise.all(Array.from({ length: RESYNC_CONCURRENCY }, worker));
        if (pass.length === 0 || pass.includes(false)) reflected = null;
      } while (state.again);
      resyncing.delete(projectId);
      return reflected;
    })();
    return state.done;
  }

  return { offer, bridge, rejoin, warm };
}

export type HallRepair = ReturnType<typeof createHallRepair>;
