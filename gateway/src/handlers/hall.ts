import { HallJoin } from '@bidhall/contracts/realtime/client-events';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import type { Logger } from 'pino';
import { ackOf, fail, failFrom, request } from '../ack.ts';
import { ApiFailure, type ApiClient } from '../api-client.ts';
import { identityOf } from '../auth.ts';
import type { Clock } from '../clock.ts';
import { send } from '../fanout/deliver.ts';
import type { ProjectStream, ProjectStreams } from '../fanout/project-streams.ts';
import type { BusSubscriptions } from '../bus-subscriptions.ts';
import type { HallRepair } from '../hall-repair.ts';
import { enterHall, leaveHall } from '../hall-rooms.ts';
import type { GatewaySocket } from '../io.ts';
import type { Metrics } from '../metrics.ts';
import { ttlCache } from '../ttl-cache.ts';
import { createSnapshotBatch } from './snapshot-batch.ts';

export interface HallDeps {
  api: ApiClient;
  streams: ProjectStreams;
  repair: HallRepair;
  /** Subscribes this node to a hall's bus channel before a socket's join asks the api for its state. */
  subscriptions: Pick<BusSubscriptions, 'enteringHall'>;
  metrics: Metrics;
  logger: Logger;
  clock: Clock;
  accessCacheMs: number;
  /** A socket entered or left a hall (for the bidders-online count). */
  onHallChange?: (projectId: number) => void;
}

/**
 * The most missed events a re-join is caught up with one by one, from this node's ring or
 * from the api (ProjectEvent/GetSince). Beyond it, or when this node knows nothing of the
 * hall (a node just restarted) and so cannot tell how far behind the socket is, a snapshot
 * is cheaper: one message whose size is bounded by the bidders, while a catch-up grows with
 * the time the socket was away, one message per event for the gateway to write and the client
 * to apply (and from the api, one stream row each to read). In drills, catch-ups of up to 200
 * events from the api kept it saturated for 20 s after a gateway was killed, and from the
 * ring they kept the surviving gateway writing at a full core.
 */
export const CATCH_UP_LIMIT = 20;

/**
 * Whether a socket at `sinceSeq` of its view is at most CATCH_UP_LIMIT events behind. With the
 * view's seq at this node's head (`viewHead`) that is exact; without it, the hall's seq bounds
 * it from above (a view is sent at most every event of the hall).
 */
function catchUpIsShort(stream: ProjectStream | undefined, viewHead: number | null, sinceSeq: number): boolean {
  const head = viewHead ?? stream?.lastSeq;
  return head !== undefined && head - sinceSeq <= CATCH_UP_LIMIT;
}

/**
 * hall:join and hall:leave. The api decides access and the audience (called with the user's
 * own token). Its answer is remembered briefly per session (token id) and project, a refusal
 * so that a client retrying in a loop does not hammer the api, an admission so that a re-join
 * whose missed events this node holds all of needs no api call at all: after a gateway died,
 * its sockets re-join the survivors within a second, and an api call each (on top of the
 * handshake's) kept a 2-core cluster busy for half a minute. A signed-out session is forgotten
 * (`forget`) along with its socket. The acknowledgement goes first, then the snapshot or the
 * missed events.
 */
export function registerHallHandlers(deps: HallDeps) {
  const refusals = ttlCache<string, ApiFailure>(deps.accessCacheMs, deps.clock.now);
  const admissions = ttlCache<string, HallAudience>(deps.accessCacheMs, deps.clock.now);
  const sendSnapshot = createSnapshotBatch(deps.metrics);

  const register = (socket: GatewaySocket) => {
    const identity = identityOf(socket);
    const lang = identity.lang;

    socket.on('hall:join', async (payload, ack) => {
      const answer = ackOf(ack);
      // Parsed all the same: the event map types what a client should send, not what it sends.
      const parsed = HallJoin.safeParse(payload);
      if (!parsed.success) {
        deps.metrics.joins.inc({ outcome: 'invalid' });
        return answer(fail('invalid-payload', lang));
      }
      const { projectId, sinceSeq } = parsed.data;
      const accessKey = `${identity.jti}:${projectId}`;
      let joined = () => {};
      try {
        const cached = refusals.get(accessKey);
        if (cached) throw cached;
        // Only a tenant's users enter its halls (the api refuses the others).
        if (identity.tenantId !== null) joined = await deps.subscriptions.enteringHall(identity.tenantId, projectId);
        const userLang = lang ?? 'zh-CN';
        const stream = deps.streams.find(projectId);
        // The missed events this node still holds all of go out from its ring: the api is
        // then asked only whether the socket may join, and as whom (events since the ring's
        // head, usually none). A hall re-joining after a fault thus costs the api little.
        // Further behind, a snapshot replaces them, from the ring or from the api alike.
        const admitted = admissions.get(accessKey);
        // Seqs from and to the client are its view's own; this node's ring is numbered per view
        // when it holds the views' seqs at its head and knows the socket's view (admitted).
        const firm = admitted === 'supplier' ? identity.companyId : null;
        const viewHead = admitted ? deps.streams.viewHead(projectId, admitted, firm) : null;
        const short = sinceSeq !== undefined && catchUpIsShort(stream, viewHead, sinceSeq);
        const fromRing =
          short && admitted && viewHead !== null && deps.streams.viewAfter(projectId, admitted, firm, sinceSeq)
            ? viewHead
            : null;
        // The bidders-online count is taken once the socket is in the rooms: a count taken
        // before (a snapshot's admission waits for its batch) would miss it.
        const admit = (audience: HallAudience) => {
          enterHall(socket, projectId, audience);
          deps.onHallChange?.(projectId);
        };
        if (admitted && fromRing !== null && stream?.window) {
          // Everything since sinceSeq is in the ring and the api let this session in moments
          // ago: in the same tick, the rooms, then the missed events as the rooms sent them.
          admit(admitted);
          const headSeq = Math.max(fromRing, sinceSeq ?? 0);
          answer({ ok: true, data: { projectId, audience: admitted, headSeq, resync: 'events' } });
          deps.repair.bridge(socket, projectId, admitted, sinceSeq ?? fromRing);
        } else if (sinceSeq === undefined || !short) {
          const warm = deps.repair.warm(identity.tenantId, projectId);
          const snapshot = await deps.api.snapshot(identity.token, projectId, userLang);
          deps.streams.learn(snapshot, identity.tenantId);
          await warm(snapshot.project.winbidRule);
          admissions.set(accessKey, snapshot.audience);
          sendSnapshot(
            socket,
            snapshot,
            () => {
              admit(snapshot.audience);
              answer({
                ok: true,
                data: { projectId, audience: snapshot.audience, headSeq: snapshot.seq, resync: 'snapshot' },
              });
            },
            () => deps.repair.bridge(socket, projectId, snapshot.audience, snapshot.seq),
          );
        } else {
          // A node that has not seen this hall's window yet also needs it, for the countdown.
          const [since, snapshot] = await Promise.all([
            deps.api.eventsSince(identity.token, projectId, Math.max(sinceSeq, fromRing ?? sinceSeq), userLang),
            stream?.window ? null : deps.api.snapshot(identity.token, projectId, userLang),
          ]);
          if (snapshot) {
            deps.streams.learn(snapshot, identity.tenantId);
            await deps.repair.warm(identity.tenantId, projectId)(snapshot.project.winbidRule);
          }
          admissions.set(accessKey, since.audience);
          admit(since.audience);
          answer({ ok: true, data: { projectId, audience: since.audience, headSeq: since.headSeq, resync: 'events' } });
          if (fromRing !== null) deps.repair.rejoin(socket, projectId, since, sinceSeq);
          else {
            for (const item of since.events) send(socket, item, deps.metrics);
            deps.repair.bridge(socket, projectId, since.audience, Math.max(sinceSeq, since.headSeq));
          }
        }
        deps.metrics.joins.inc({ outcome: 'ok' });
      } catch (error) {
        if (error instanceof ApiFailure && (error.code === 'forbidden' || error.code === 'not-found'))
          refusals.set(accessKey, error);
        else deps.logger.warn({ err: error, projectId, userId: identity.userId }, 'hall:join failed');
        deps.metrics.joins.inc({ outcome: error instanceof ApiFailure ? error.code : 'internal' });
        answer(failFrom(error, lang));
      } finally {
        // After the snapshot's batch admitted the socket (a microtask): a hall it entered keeps its channel.
        setImmediate(joined);
      }
    });

    socket.on(
      'hall:leave',
      request(
        'hall:leave',
        lang,
        ({ projectId }) => {
          leaveHall(socket, projectId);
          deps.onHallChange?.(projectId);
          return { ok: true, data: { projectId } };
        },
        (error) => deps.logger.error({ err: error }, 'hall:leave failed'),
      ),
    );
  };

  /** A signed-out session (session.revoked): no admission of it is reused. */
  const forget = (jti: string) => {
    for (const key of [...admissions.keys()]) if (key.startsWith(`${jti}:`)) admissions.delete(key);
  };
  return Object.assign(register, { forget });
}
