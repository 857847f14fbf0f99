import { describe, expect, it } from 'vitest';
import { FEED_KEPT, addToFeed, feedItemOf } from './feed';

const quote = (seq: number) => ({ v: 1, projectId: 7, seq, view: { kind: 'counts', bidderCount: 2, quoteCount: seq } });

describe('big screen feed', () => {
  it('reads quotes as counts, window moves and state changes; ignores the rest', () => {
    expect(feedItemOf('quote:accepted', quote(3), 10)).toEqual({
      key: '7-3',
      at: 10,
      projectId: 7,
      kind: 'quote',
      bidderCount: 2,
      quoteCount: 3,
    });
    const window = {
      applyToTime: 1,
      uppriceFromTime: 2,
      uppriceToTime: 3,
      paused: false,
      extensions: 1,
      extendedSeconds: 60,
      version: 4,
    };
    expect(
      feedItemOf('window:changed', { v: 1, projectId: 7, seq: 4, kind: 'extended', window, reason: null }, 11),
    ).toMatchObject({ kind: 'extended' });
    expect(feedItemOf('project:state', { v: 1, projectId: 7, seq: 5, from: 5, to: 6 }, 12)).toMatchObject({
      kind: 'state',
      state: 6,
    });
    expect(
      feedItemOf('quote:accepted', { v: 1, projectId: 7, seq: 6, view: { kind: 'full', quote: {} } }, 13),
    ).toBeNull();
    expect(feedItemOf('badge:counts', {}, 13)).toBeNull();
  });

  it('keeps each line once, newest first, and never more than FEED_KEPT', () => {
    let feed = addToFeed([], feedItemOf('quote:accepted', quote(1), 1)!);
    feed = addToFeed(feed, feedItemOf('quote:accepted', quote(1), 2)!);
    expect(feed).toHaveLength(1);
    for (let seq = 2; seq < 500; seq++) feed = addToFeed(feed, feedItemOf('quote:accepted', quote(seq), seq)!);
    expect(feed).toHaveLength(FEED_KEPT);
    expect(feed[0]!.key).toBe('7-499');
  });
});
