import { describe, expectTypeOf, it } from 'vitest';
import type { ClientPayload } from '@bidhall/contracts/realtime/events';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import { request } from './ack.ts';
import type { GatewayServer, GatewaySocket } from './io.ts';

/**
 * Never called: `tsc -b` compiles this file, and each `@ts-expect-error` fails the build unless
 * the line under it is a type error. So a wrong event name, message or ack in the gateway does
 * not compile.
 */
function misuses(io: GatewayServer, socket: GatewaySocket, snapshot: HallSnapshot) {
  io.to('project:1:agency').emit('hall:snapshot', snapshot);
  // @ts-expect-error an event the contract does not have
  io.to('project:1:agency').emit('hall:snapshott', snapshot);
  // @ts-expect-error the message of another event
  io.local.to('project:1:agency').emit('countdown', snapshot);
  // @ts-expect-error a message without a field its schema requires
  socket.emit('hall:presence', { v: 1, projectId: 1 });
  // @ts-expect-error a request the contract does not name
  socket.on('hall:enter', () => {});
  socket.on('hall:join', (payload, ack) => {
    expectTypeOf(payload).toEqualTypeOf<ClientPayload<'hall:join'>>();
    // @ts-expect-error the ack of hall:join carries a HallJoinResult, not another request's data
    ack({ ok: true, data: { tenantId: 1 } });
  });
  // Kept on one line each: @ts-expect-error covers only the line after it.
  // prettier-ignore
  // @ts-expect-error the handler of another request
  socket.on('hall:leave', request('time:ping', undefined, ({ t0 }) => ({ ok: true, data: { t0, serverNow: 1 } }), () => {}));
  // prettier-ignore
  // @ts-expect-error an answer that is not the request's result
  request('screen:join', undefined, () => ({ ok: true, data: { projectId: 1 } }), () => {});
}

describe('the gateway typed by the realtime contract', () => {
  it('has the misuses above rejected by the compiler', () => {
    expectTypeOf(misuses).toBeFunction();
  });
});
