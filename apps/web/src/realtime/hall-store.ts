import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HallEventsSinceResult, HallStreamItem } from '@bidhall/contracts/hall';
import type {
  CountdownMessage,
  HallFrameMessage,
  HallPresenceMessage,
  HallSnapshot,
} from '@bidhall/contracts/realtime/server-events';
import { serverNow } from './clock-store';
import { EMPTY_VIEW, applyCountdown, applyItem, viewFromSnapshot, type HallView } from './hall-view';

type HallPhase = 'joining' | 'live' | 'catching-up' | 'failed';

export interface HallState extends HallView {
  projectId: number;
  phase: HallPhase;
  error: string | null;
}

export interface HallDeps {
  /** ProjectEvent/GetSince: the events after `sinceSeq` as this audience sees them. */
  fetchSince: (projectId: number, sinceSeq: number) => Promise<HallEventsSinceResult>;
  onCatchingUp?: (on: boolean) => void;
}

export interface Hall {
  store: StoreApi<HallState>;
  /** Nothing is shown before the first snapshot. */
  hasBase: () => boolean;
  snapshot: (snap: HallSnapshot) => void;
  receive: (item: HallStreamItem) => void;
  /** A frame's events (a watcher's, under a storm), each received in turn, its seq checked. */
  receiveFrame: (frame: HallFrameMessage) => void;
  countdown: (message: CountdownMessage) => void;
  /** Volatile like the countdown: the latest figure replaces the one held. */
  presence: (message: HallPresenceMessage) => void;
  catchUp: () => Promise<void>;
  fail: (message: string) => void;
}

/**
 * One joined hall, and the web's one owner of sequence gaps: applies stream events exactly
 * once and in its view's seq order, alone or several in a frame, each checked (the gateway's hall-repair.ts never sends a socket a gap, but an
 * audience is not sent the events it may not see, and a tab may miss a stretch while offline;
 * hall-binding.ts only tells this store when to catch up). An event past a gap
 * waits in a buffer while `GetSince` fetches what was missed; nothing after the gap is shown
 * until the catch-up is applied. Events this audience may not see never arrive at all, so the
 * catch-up's `headSeq` (not the last event) is where the hall then stands.
 */
export function createHall(projectId: number, deps: HallDeps): Hall {
  const store = createStore<HallState>()(() => ({ ...EMPTY_VIEW, projectId, phase: 'joining', error: null }));
  const buffer = new Map<number, HallStreamItem>();
  let based = false;
  let catching: Promise<void> | null = null;

  const set = (patch: Partial<HallState>) => store.setState(patch);
  const apply = (item: HallStreamItem) => set(applyItem(store.getState(), item, serverNow()));

  /** Applies buffered events; with `force`, across gaps the server has vouched for. */
  function drain(force: boolean) {
    for (const seq of [...buffer.keys()].sort((a, b) => a - b)) {
      const item = buffer.get(seq)!;
      const held = store.getState().seq;
      if (seq > held + 1 && !force) return void catchUp();
      buffer.delete(seq);
      apply(item);
    }
  }

  function catchUp(): Promise<void> {
    if (!based) return Promise.resolve();
    catching ??= (async () => {
      set({ phase: 'catching-up' });
      deps.onCatchingUp?.(true);
      try {
        // A long absence comes in pages (`more`): the buffer is drained across the gap only
        // once the server has vouched for everything up to its head.
        for (let more = true; more;) {
          const since = await deps.fetchSince(projectId, store.getState().seq);
          for (const item of since.events) apply(item);
          if (since.headSeq > store.getState().seq) set({ seq: since.headSeq });
          more = since.more;
        }
        catching = null;
        drain(true);
        set({ phase: 'live', error: null });
      } catch {
        catching = null;
        set({ phase: 'live' });
      } finally {
        deps.onCatchingUp?.(false);
      }
    })();
    return catching;
  }

  function receive(item: HallStreamItem) {
    const seq = item.message.seq;
    const held = store.getState().seq;
    if (seq <= held || buffer.has(seq)) return;
    if (!based || catching || seq > held + 1) {
      buffer.set(seq, item);
      if (based && !catching) void catchUp();
      return;
    }
    apply(item);
  }

  return {
    store,
    hasBase: () => based,
    snapshot(snap) {
      const held = store.getState();
      if (based && snap.seq < held.seq) return;
      based = true;
      set({ ...viewFromSnapshot(held, snap), phase: catching ? 'catching-up' : 'live', error: null });
      if (!catching) drain(false);
    },
    receive,
    receiveFrame(frame) {
      for (const item of frame.items) receive(item);
    },
    countdown: (message) => set(applyCountdown(store.getState(), message)),
    presence: (message) => set({ online: message.online }),
    catchUp,
    fail: (message) => set({ phase: 'failed', error: message }),
  };
}
