import { describe, expect, expectTypeOf, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from './events.ts';
import type { Ack } from './protocol.ts';
import type { HallJoinResult } from './client-events.ts';
import type { CountdownMessage } from './server-events.ts';

describe('the realtime event map', () => {
  it('names every event of docs/architecture.md "Realtime contract"', () => {
    expect(Object.keys(CLIENT_EVENTS).sort()).toEqual(['hall:join', 'hall:leave', 'screen:join', 'time:ping']);
    for (const name of [
      'hall:snapshot',
      'quote:accepted',
      'window:changed',
      'countdown',
      'project:state',
      'badge:counts',
      'screen:stats',
    ]) {
      expect(SERVER_EVENTS).toHaveProperty([name]);
    }
  });

  it('types the socket.io handlers from the schemas', () => {
    expectTypeOf<Parameters<ClientToServerEvents['hall:join']>[0]>().toEqualTypeOf<{
      projectId: number;
      sinceSeq?: number | undefined;
    }>();
    expectTypeOf<Parameters<Parameters<ClientToServerEvents['hall:join']>[1]>[0]>().toEqualTypeOf<
      Ack<HallJoinResult>
    >();
    expectTypeOf<Parameters<ServerToClientEvents['countdown']>[0]>().toEqualTypeOf<CountdownMessage>();
    expectTypeOf<keyof ServerToClientEvents>().toEqualTypeOf<keyof typeof SERVER_EVENTS>();
    expectTypeOf<keyof ClientToServerEvents>().toEqualTypeOf<keyof typeof CLIENT_EVENTS>();
  });
});
