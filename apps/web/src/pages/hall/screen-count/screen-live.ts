import { WindowChangedMessage } from '@bidhall/contracts/realtime/server-events';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { addToFeed, feedItemOf, type FeedItem } from './feed';

export interface ProjectCounts {
  bidderCount: number;
  quoteCount: number;
}

/** What the big screen learnt from the stream, beyond the lists it reads. */
export interface ScreenLive {
  feed: FeedItem[];
  /** Each project's latest bidder and quote counts. */
  counts: ReadonlyMap<number, ProjectCounts>;
  /** Each project's window as its latest window:changed told it (paused, resumed, moved, extended). */
  windows: ReadonlyMap<number, ProjectWindow>;
  /** Project names the recent activity carried, for feed lines of projects no list holds. */
  names: ReadonlyMap<number, string>;
  /** Bumped on every window move or state change: the lists behind the panels are read again. */
  moves: number;
}

export const EMPTY_SCREEN: ScreenLive = { feed: [], counts: new Map(), windows: new Map(), names: new Map(), moves: 0 };

/** `live` after one stream event (live, or from the recent activity); unchanged for anything else. */
export function screenAfter(live: ScreenLive, event: string, raw: unknown, at: number): ScreenLive {
  const item = feedItemOf(event, raw, at);
  if (!item || live.feed.some((f) => f.key === item.key)) return live;
  const next = { ...live, feed: addToFeed(live.feed, item) };
  if (item.kind === 'quote') {
    const held = live.counts.get(item.projectId);
    // A line older than the counts held (the recent activity read after a live quote) keeps them.
    if (!held || held.quoteCount <= item.quoteCount!)
      next.counts = new Map(live.counts).set(item.projectId, {
        bidderCount: item.bidderCount!,
        quoteCount: item.quoteCount!,
      });
    return next;
  }
  const moved = event === 'window:changed' ? WindowChangedMessage.safeParse(raw) : null;
  if (moved?.success) {
    const held = live.windows.get(item.projectId);
    if (!held || held.version <= moved.data.window.version)
      next.windows = new Map(live.windows).set(item.projectId, moved.data.window);
  }
  return { ...next, moves: live.moves + 1 };
}
