import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { exitIfArgsOnly, readArgs } from '../cli-args.ts';
import { SeqOnlySocket, type HallSocket } from '../harness/seq-only-socket.ts';
import { openWsTextSocket } from '../harness/ws-text-socket.ts';

/**
 * npm run watcher-cost -w @bidhall/load-tests [-- --watchers 1000 --messages 200 --rate 20]
 *
 * What one watcher message costs the drill's harness, socket.io-client against SeqOnlySocket on
 * `ws` and on the raw frame reader (RawTextSocket), in the same run: a bare Socket.IO server in another process broadcasts
 * quote:accepted messages shaped as an agency watcher's one-line view to `watchers` sockets of
 * each kind in turn; each socket checks that seqs follow on; this process's CPU (user +
 * system) over the messages received is the figure. Exits 1 when a message went missing.
 */
const args = readArgs(process.argv.slice(2), ['watchers', 'messages', 'rate']);
const watchers = args.num('watchers', 1000);
const count = args.num('messages', 200);
const rate = args.num('rate', 20);
exitIfArgsOnly();

/** An agency watcher's quote:accepted: the head and the bidder's ranking entry (contracts' 'full' view). */
const MESSAGE = {
  v: 1,
  projectId: 32,
  view: {
    kind: 'full',
    quote: {
      rank: 1,
      supplierId: 4711,
      companyName: '演练供应商 0042 有限公司',
      amount: '998765.43',
      acceptedAt: Date.now(),
      seq: 0,
      quoteCount: 7,
    },
    isNewBest: true,
  },
};

const KINDS = ['socket.io-client', 'seq-only on ws', 'seq-only raw'] as const;
type Kind = (typeof KINDS)[number];
const SEQ_ONLY = new Set(['quote:accepted']);

const server = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const port = await new Promise<number>((resolve) =>
  server.on('message', (m: { port?: number }) => m.port && resolve(m.port)),
);
const url = `http://127.0.0.1:${port}`;

async function measure(kind: Kind): Promise<{ us: number; received: number; broken: number }> {
  let received = 0;
  let broken = 0;
  const sockets: HallSocket[] = [];
  for (let i = 0; i < watchers; i++) {
    const socket: HallSocket =
      kind === 'socket.io-client'
        ? (io(url, { transports: ['websocket'], forceNew: true, reconnection: false }) as Socket)
        : kind === 'seq-only on ws'
          ? new SeqOnlySocket(url, { token: 'x' }, SEQ_ONLY, 10_000, new Set(), openWsTextSocket)
          : new SeqOnlySocket(url, { token: 'x' }, SEQ_ONLY);
    let last = 0;
    socket.on('quote:accepted', (m: { seq: number }) => {
      received += 1;
      if (m.seq !== last + 1) broken += 1;
      last = m.seq;
    });
    await new Promise((resolve) => socket.on('connect', resolve));
    await socket.timeout(10_000).emitWithAck('hall:join', { projectId: 32 });
    sockets.push(socket);
  }
  const before = process.cpuUsage();
  const sent = new Promise((resolve) => server.once('message', resolve));
  server.send({ send: { count, rate, message: MESSAGE } });
  await sent;
  const until = Date.now() + 30_000;
  while (received < watchers * count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  const cpu = process.cpuUsage(before);
  for (const s of sockets) s.disconnect();
  return { us: (cpu.user + cpu.system) / Math.max(1, received), received, broken };
}

console.log(
  `watcher cost: ${watchers} sockets, ${count} messages at ${rate}/s, ${JSON.stringify(MESSAGE).length + 40} bytes a packet`,
);
let ok = true;
const results: Record<string, number> = {};
for (const kind of KINDS) {
  const r = await measure(kind);
  results[kind] = r.us;
  const complete = r.received === watchers * count && r.broken === 0;
  ok &&= complete;
  console.log(
    `${kind.padEnd(17)} ${r.us.toFixed(2)} µs of harness CPU per message; ${r.received} of ${watchers * count} received, ${r.broken} out of order ${complete ? 'ok' : 'FAILED'}`,
  );
}
console.log(`seq-only packets not shaped for the shortcut (parsed whole): ${SeqOnlySocket.parsedWhole}`);
ok &&= SeqOnlySocket.parsedWhole === 0;
for (const kind of KINDS.slice(1))
  console.log(`${kind} / socket.io-client: ${(results[kind]! / results['socket.io-client']!).toFixed(2)}x`);
console.log(`seq-only raw / seq-only on ws: ${(results['seq-only raw']! / results['seq-only on ws']!).toFixed(2)}x`);
server.kill();
process.exit(ok ? 0 : 1);
