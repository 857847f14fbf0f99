import { useEffect, useState } from 'react';
import { serverNow } from '../../../realtime/clock-store';
import { tabSocket } from '../../../realtime/socket';
import { addToFeed, feedItemOf, type FeedItem } from './feed';

const EVENTS = ['quote:accepted', 'window:changed', 'project:state'] as const;

export interface ProjectCounts {
  bidderCount: number;
  quoteCount: number;
}

/**
 * The live activity feed of the big screen, from what the gateway sends the screen room
 * (screen:join is made by useScreenStats): quotes as counts, window moves, state changes.
 * Answers the capped feed and the latest counts per project.
 */
export function useScreenFeed(): { feed: FeedItem[]; counts: ReadonlyMap<number, ProjectCounts> } {
  const [live, setLive] = useState<{ feed: FeedItem[]; counts: Map<number, ProjectCounts> }>({
    feed: [],
    counts: new Map(),
  });
  useEffect(() => {
    const socket = tabSocket();
    if (!socket) return;
    const handlers = EVENTS.map((event) => {
      const handler = (raw: unknown) => {
        const item = feedItemOf(event, raw, serverNow());
        if (!item) return;
        setLive((l) => {
          const counts =
            item.kind === 'quote'
              ? new Map(l.counts).set(item.projectId, { bidderCount: item.bidderCount!, quoteCount: item.quoteCount! })
              : l.counts;
          return { feed: addToFeed(l.feed, item), counts };
        });
      };
      socket.on(event, handler);
      return [event, handler] as const;
    });
    return () => {
      for (const [event, handler] of handlers) socket.off(event, handler);
    };
  }, []);
  return live;
}
