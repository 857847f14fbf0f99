import { serve } from '../src/serve.ts';

/**
 * The api as `npm start` runs it (src/serve.ts), on a clock that the process which started it
 * moves forward: the end-to-end files open a quote window when their walk is ready for it,
 * instead of waiting for it on the wall clock. Only a parent holding this process's IPC channel
 * can move the clock, and only this test entry listens on the channel: `npm start` has neither.
 *
 * Message in: `{ moveTo: epochMs }`; answer: `{ movedTo: epochMs }`, the clock's time once moved
 * (never back: a move to the past leaves it where it is).
 */
if (!process.send) throw new Error('moved-clock-main.ts runs with an IPC channel (apps/web/e2e/platform.ts)');
const send = process.send.bind(process);

let offset = 0;
const now = () => new Date(Date.now() + offset);

process.on('message', (message: { moveTo?: unknown }) => {
  if (typeof message?.moveTo !== 'number') return;
  offset = Math.max(offset, message.moveTo - Date.now());
  send({ movedTo: now().getTime() });
});
// The channel must not keep a stopped api alive.
process.channel?.unref();

await serve({ now });
