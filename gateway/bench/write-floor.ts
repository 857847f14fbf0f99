import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { raiseFdLimit } from './fd-limit.ts';
import { sleep } from './stats.ts';

/**
 * This machine's floor under any WebSocket server: a plain `node:net` server writing one buffer
 * to each of N plain TCP sockets per event, on the run's schedule, with nothing above the write
 * (no WebSocket framing, no Socket.IO, no rooms). What it spends a write is what the kernel, the
 * loopback (its receiving side is charged to the writer) and libuv cost here; a server's CPU a
 * packet above it is its own. Measured over the same span as the servers': from the first write
 * until every byte was read by the clients.
 */
export interface WriteFloor {
  writes: number;
  userUs: number;
  systemUs: number;
  /** user + system, a write. */
  perWriteUs: number;
}

const SELF = fileURLToPath(import.meta.url);

/** Forks the floor's server (which forks its clients), runs the schedule, resolves with the figures. */
export async function measureWriteFloor(sockets: number, bytes: number, offsetsMs: number[]): Promise<WriteFloor> {
  const child = fork(SELF, ['server'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    return await new Promise<WriteFloor>((resolve, reject) => {
      child.on('message', (m: { ready?: true; floor?: WriteFloor; error?: string }) => {
        if (m.ready && child.pid) raiseFdLimit(child.pid);
        if (m.ready) child.send({ sockets, bytes, offsetsMs });
        if (m.floor) resolve(m.floor);
        if (m.error) reject(new Error(m.error));
      });
      child.once('exit', (code) => reject(new Error(`the write floor's server exited with ${code}`)));
    });
  } finally {
    child.kill('SIGKILL');
  }
}

type Plan = { sockets: number; bytes: number; offsetsMs: number[] };

async function serve({ sockets, bytes, offsetsMs }: Plan): Promise<WriteFloor> {
  const accepted: net.Socket[] = [];
  const server = net.createServer((s) => {
    s.setNoDelay(true);
    accepted.push(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const clients = fork(SELF, ['clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (clients.pid) raiseFdLimit(clients.pid);
  const received = () =>
    new Promise<number>((resolve) => {
      clients.once('message', (m: { received: number }) => resolve(m.received));
      clients.send({ port, sockets, count: true });
    });
  try {
    clients.send({ port, sockets });
    const connectBy = Date.now() + 120_000;
    while (accepted.length < sockets && Date.now() < connectBy) await sleep(50);
    if (accepted.length < sockets) throw new Error(`only ${accepted.length} of ${sockets} plain sockets connected`);
    await sleep(1000);
    const payload = Buffer.alloc(bytes, 'x');
    const expected = sockets * bytes * offsetsMs.length;
    const before = process.cpuUsage();
    const started = performance.now();
    for (const due of offsetsMs) {
      const wait = started + due - performance.now();
      if (wait > 0) await sleep(wait);
      for (const socket of accepted) socket.write(payload);
    }
    const readBy = Date.now() + 60_000;
    let got = await received();
    while (got < expected && Date.now() < readBy) {
      await sleep(100);
      got = await received();
    }
    const used = process.cpuUsage(before);
    if (got < expected) throw new Error(`the plain clients read ${got} of ${expected} bytes`);
    const writes = sockets * offsetsMs.length;
    return {
      writes,
      userUs: used.user / writes,
      systemUs: used.system / writes,
      perWriteUs: (used.user + used.system) / writes,
    };
  } finally {
    clients.kill('SIGKILL');
    server.close();
    for (const s of accepted) s.destroy();
  }
}

/** The clients' process: opens the sockets (a few hundred at a time) and counts the bytes read. */
function readAll(): void {
  let received = 0;
  // Gone with the floor's server, whichever way it ends.
  process.once('disconnect', () => process.exit(0));
  process.on('message', async (m: { port: number; sockets: number; count?: true }) => {
    if (m.count) return void process.send?.({ received });
    for (let opened = 0; opened < m.sockets; opened += 200) {
      const batch = Array.from({ length: Math.min(200, m.sockets - opened) }, () => {
        const socket = net.connect(m.port, '127.0.0.1');
        socket.on('data', (chunk) => (received += chunk.length));
        return new Promise((resolve) => socket.once('connect', resolve));
      });
      await Promise.all(batch);
    }
  });
}

if (process.argv[2] === 'server') {
  process.once('message', (plan: Plan) =>
    serve(plan).then(
      (floor) => process.send?.({ floor }),
      (error: Error) => process.send?.({ error: error.message }),
    ),
  );
  process.send?.({ ready: true });
} else if (process.argv[2] === 'clients') readAll();
