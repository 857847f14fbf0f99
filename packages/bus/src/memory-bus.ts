import { EventEmitter } from 'node:events';
import { encodeBusMessage } from '@bidhall/contracts/bus';
import type { Bus } from './bus.ts';

const EVENTS = 'events';

/**
 * The embedded mode's bus: one process, so an emitter is the whole transport, and every
 * message reaches every subscriber (that process holds every hall, so there is no channel to
 * choose).
 */
export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(message, opts) {
      const text = encodeBusMessage(message, opts);
      // Delivered on a later tick, as over a network: a publisher never runs subscriber code inline.
      queueMicrotask(() => emitter.emit(EVENTS, text));
    },
    async subscribe(handler) {
      emitter.on(EVENTS, handler);
      return async () => {
        emitter.off(EVENTS, handler);
      };
    },
    async watch() {},
    async unwatch() {},
    onState(listener) {
      listener('ready');
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
