import { HallStreamItem } from '@bidhall/contracts/hall';

type FeedKind = 'quote' | 'published' | 'extended' | 'paused' | 'resumed' | 'corrected' | 'state';

export interface FeedItem {
  key: string;
  at: number;
  projectId: number;
  kind: FeedKind;
  bidderCount?: number;
  quoteCount?: number;
  /** For 'state': the project's new state. */
  state?: number;
}

/** A night on the wall must not grow memory: the feed keeps this many, newest first. */
export const FEED_KEPT = 30;

/** One gateway message on the screen socket as a feed line; null for anything else. */
export function feedItemOf(event: string, raw: unknown, at: number): FeedItem | null {
  const parsed = HallStreamItem.safeParse({ event, message: raw });
  if (!parsed.success) return null;
  const item = parsed.data;
  const head = { key: `${item.message.projectId}-${item.message.seq}`, at, projectId: item.message.projectId };
  switch (item.event) {
    case 'quote:accepted':
      return item.message.view.kind === 'counts'
        ? {
            ...head,
            kind: 'quote',
            bidderCount: item.message.view.bidderCount,
            quoteCount: item.message.view.quoteCount,
          }
        : null;
    case 'window:changed':
      return { ...head, kind: item.message.kind };
    case 'project:state':
      return { ...head, kind: 'state', state: item.message.to };
    default:
      return null;
  }
}

/** The feed with one more line: newest first, each line once, at most FEED_KEPT. */
export function addToFeed(feed: readonly FeedItem[], item: FeedItem): FeedItem[] {
  if (feed.some((f) => f.key === item.key)) return feed as FeedItem[];
  return [item, ...feed].slice(0, FEED_KEPT);
}
