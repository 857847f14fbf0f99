import { describe, expect, it } from 'vitest';
import { HallJoin, HallJoinAck, HallLeave, ScreenJoin, ScreenJoinAck, TimePing, TimePingAck } from './client-events.ts';
import { HandshakeAuth, PROTOCOL_VERSION } from './protocol.ts';

const roundTrip = <T>(schema: { parse(v: unknown): T }, value: T) =>
  expect(schema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);

describe('client requests', () => {
  it('accept well-formed payloads', () => {
    roundTrip(HallJoin, { projectId: 12 });
    roundTrip(HallJoin, { projectId: 12, sinceSeq: 0 });
    roundTrip(HallJoin, { projectId: 12, sinceSeq: 345 });
    roundTrip(HallLeave, { projectId: 12 });
    roundTrip(ScreenJoin, {});
    roundTrip(TimePing, { t0: 1_700_000_000_000.5 });
    roundTrip(HandshakeAuth, { token: 'eyJ', v: PROTOCOL_VERSION, lang: 'pt-BR' });
  });

  it.each([
    ['no project', HallJoin, {}],
    ['project id as text', HallJoin, { projectId: '12' }],
    ['negative project id', HallJoin, { projectId: -1 }],
    ['fractional seq', HallJoin, { projectId: 1, sinceSeq: 1.5 }],
    ['room smuggled in', HallJoin, { projectId: 1, room: 'project:1:agency' }],
    ['audience smuggled in', HallJoin, { projectId: 1, audience: 'agency' }],
    ['leave without project', HallLeave, { projectId: null }],
    ['screen with a tenant', ScreenJoin, { tenantId: 2 }],
    ['ping without t0', TimePing, {}],
    ['ping with NaN', TimePing, { t0: Number.NaN }],
    ['handshake without version', HandshakeAuth, { token: 'x' }],
    ['not an object', HallJoin, 'hall'],
  ] as const)('refuse %s', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('acknowledgements', () => {
  it('are {ok: true, data} or {ok: false, error: {code, message}}', () => {
    roundTrip(HallJoinAck, { ok: true, data: { projectId: 3, audience: 'supplier', headSeq: 10, resync: 'events' } });
    roundTrip(ScreenJoinAck, { ok: true, data: { tenantId: 1 } });
    roundTrip(TimePingAck, { ok: true, data: { t0: 5, serverNow: 1_700_000_000_000 } });
    roundTrip(HallJoinAck, { ok: false, error: { code: 'forbidden', message: '您无权进入该项目大厅' } });
  });

  it('refuse mixed or unknown shapes', () => {
    expect(HallJoinAck.safeParse({ ok: true, error: { code: 'internal', message: 'x' } }).success).toBe(false);
    expect(HallJoinAck.safeParse({ ok: false, error: { code: 'teapot', message: 'x' } }).success).toBe(false);
    expect(
      HallJoinAck.safeParse({ ok: true, data: { projectId: 3, audience: 'self', headSeq: 1, resync: 'events' } })
        .success,
    ).toBe(false);
    expect(TimePingAck.safeParse({ ok: true, data: { t0: 5, serverNow: '2024-01-01' } }).success).toBe(false);
  });
});
