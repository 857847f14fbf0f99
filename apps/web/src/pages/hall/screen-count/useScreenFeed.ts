import { useEffect, useState } from 'react';
import { serverNow } from '../../../realtime/clock-store';
import { tabSocket } from '../../../realtime/socket';
import { getScreenActivity } from './api';
import { EMPTY_SCREEN, screenAfter, type ScreenLive } from './screen-live';

const EVENTS = ['quote:accepted', 'window:changed', 'project:state'] as const;

/**
 * The live activity of the big screen: the recent activity first (a wall opened mid-auction is
 * not blank), then what the gateway sends the screen room (screen:join is made by
 * useScreenStats): quotes as counts, window moves, state changes. Both carry the hall's seq, so
 * a line read and also received shows once.
 */
export function useScreenFeed(): ScreenLive {
  const [live, setLive] = useState<ScreenLive>(EMPTY_SCREEN);
  useEffect(() => {
    let active = true;
    void getScreenActivity().then(
      ({ lines }) => {
        if (!active) return;
        setLive((l) => {
          const names = new Map(l.names);
          let next = l;
          // Oldest first, as they happened: the latest window and counts are the ones kept.
          for (const line of [...lines].reverse()) {
            names.set(line.item.message.projectId, line.projectName);
            next = screenAfter(next, line.item.event, line.item.message, line.at);
          }
          return { ...next, names, moves: l.moves };
        });
      },
      () => undefined,
    );
    const socket = tabSocket();
    const handlers = EVENTS.map((event) => {
      const handler = (raw: unknown) => setLive((l) => screenAfter(l, event, raw, serverNow()));
      socket?.on(event, handler);
      return [event, handler] as const;
    });
    return () => {
      active = false;
      for (const [event, handler] of handlers) socket?.off(event, handler);
    };
  }, []);
  return live;
}
