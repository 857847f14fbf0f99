import { act } from '@testing-library/react';
import { useClock } from '../src/realtime/clock-store';

/**
 * Moves the server's clock as the pages read it (the synced offset) `ms` ahead, as a new clock
 * estimate would: what waits on a time (useEdgeNow) looks again at once. test/setup.ts puts the
 * clock back after each test. A test that moves the clock never waits on the wall clock, so a
 * slow machine cannot make it miss the moment before an edge.
 */
export function moveServerClock(ms: number): void {
  act(() => useClock.setState((s) => ({ offset: s.offset + ms })));
}
