import { EventEmitter } from 'node:events';
import { BUS_CHANNEL, encodeBusMessage } from '@bidhall/contracts/bus';
import type { Bus } from './bus.ts';

/** The embedded mode's bus: one process, so an emitter is the whole transport. */
export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(message, opts) {
      const text = encodeBusMessage(message, opts);
      // Delivered on a later tick, as over a network: a publisher never runs subscriber code inline.
      queueMicrotask(() => emitter.emit(BUS_CHANNEL, text));
    },
    async subscribe(handler) {
      emitter.on(BUS_CHANNEL, handler);
      return async () => {
        emitter.off(BUS_CHANNEL, handler);
      };
    },
    onState(listener) {
      listener('ready');
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
