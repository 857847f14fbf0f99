import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Ports handed out lately, one marker file each, shared by every test process on the machine. */
const HANDED_OUT = path.join(tmpdir(), 'bidhall-test-ports');
/** How long a port stays promised to the process it was handed to: its child's start, however slow. */
const PROMISED_MS = 10 * 60_000;

/**
 * The ports tests hand to the servers they start: below the kernel's ephemeral range, which
 * every `listen(0)` and every outgoing connection draws from. A port from that range, free when
 * asked, could be taken by another test's `listen(0)` in the seconds before the child listens:
 * the child then fails to start while the other server (an api test's, answering /healthz too)
 * passes for it, and is gone when the test goes on.
 */
function portRange(): { from: number; to: number } {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && low > 12_000) return { from: 10_000, to: low - 1 };
  } catch {
    // Not Linux: a range below the usual ephemeral ones.
  }
  return { from: 20_000, to: 29_999 };
}

/**
 * A port nobody listens on right now and that no listen(0) can take (`portRange`), for a server
 * a test starts as a child process, and not handed to another test process in the last minutes.
 */
export async function freePort(): Promise<number> {
  mkdirSync(HANDED_OUT, { recursive: true });
  const { from, to } = portRange();
  for (;;) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (!(await isFree(port))) continue;
    const marker = path.join(HANDED_OUT, String(port));
    try {
      writeFileSync(marker, String(process.pid), { flag: 'wx' });
      return port;
    } catch {
      // Handed out before: again once its promise has run out.
      const handedAt = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (Date.now() - handedAt > PROMISED_MS) {
        writeFileSync(marker, String(process.pid));
        return port;
      }
    }
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
