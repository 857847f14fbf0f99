import { useEffect, useRef, useState } from 'react';
import { ScreenStatsMessage } from '@bidhall/contracts/realtime/server-events';
import { tabSocket } from '../../../realtime/socket';
import { getScreenCount, type ScreenCount } from './api';

interface Counters {
  liveProjects: number;
  bidders: number;
  quotesPerMinute: number;
}

export interface ScreenLive {
  counters: Counters | null;
  base: ScreenCount | null;
  /** quotes per minute over time: [server time, value]. */
  series: [number, number][];
  /** Bumped on every change of the live figures, for the panels that refetch. */
  changes: number;
}

const SERIES_KEPT = 300;
/** A burst of pushes asks for the totals at most once per this interval. */
const BASE_REFRESH_MS = 1500;

/** The big screen's figures: GetScreenCount first, then `screen:stats` pushes, no reloads. */
export function useScreenStats(): ScreenLive {
  const [live, setLive] = useState<ScreenLive>({ counters: null, base: null, series: [], changes: 0 });

  // The day's and the tenant's totals come with GetScreenCount; refreshed as the live figures move.
  const pending = useRef(false);
  useEffect(() => {
    if (live.changes === 0 || pending.current) return;
    pending.current = true;
    setTimeout(() => {
      pending.current = false;
      void getScreenCount().then((base) => setLive((l) => ({ ...l, base })));
    }, BASE_REFRESH_MS);
  }, [live.changes]);

  useEffect(() => {
    let active = true;
    void getScreenCount().then((base) => {
      if (!active) return;
      const counters = {
        liveProjects: base.liveWindows,
        bidders: base.liveBidders,
        quotesPerMinute: base.quotesLastMinute,
      };
      setLive((l) => ({
        ...l,
        base,
        counters: l.counters ?? counters,
        series: l.series.length ? l.series : [[Date.parse(base.serverNow), base.quotesLastMinute]],
      }));
    });
    const socket = tabSocket();
    if (!socket) return;
    const join = () => socket.emit('screen:join', {}, () => {});
    const onStats = (raw: unknown) => {
      const parsed = ScreenStatsMessage.safeParse(raw);
      if (!parsed.success) return;
      const { liveProjects, bidders, quotesPerMinute, serverNow } = parsed.data;
      setLive((l) => ({
        ...l,
        counters: { liveProjects, bidders, quotesPerMinute },
        series: [...l.series, [serverNow, quotesPerMinute] as [number, number]].slice(-SERIES_KEPT),
        changes: l.changes + 1,
      }));
    };
    socket.on('screen:stats', onStats);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      active = false;
      socket.off('screen:stats', onStats);
      socket.off('connect', join);
    };
  }, []);
  return live;
}
