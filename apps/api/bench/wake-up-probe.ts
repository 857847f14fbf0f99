import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';

/**
 * What a request costs a server that does nothing, when requests come one at a time at a steady
 * rate: an HTTP echo in a process of its own, its CPU read from /proc. On a machine where a
 * request that finds its process idle is dear (the benchmark machine, a virtual machine:
 * docs/perf.md, "A request that comes alone"), the same echo costs several times more per
 * request at 100 a second than at 1,000, and the quote path's CPU per quote in the open loop
 * moves with it: this figure tells such a machine, or such a day, from a change in the code.
 */
const RATES = [100, 1000] as const;
const SECONDS_PER_RATE = 1;

// Answers each request with a small JSON body, as the api answers a quote.
const ECHO_SERVER = `
const s = require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{"accepted":true}'));
});
s.keepAliveTimeout = 60000;
s.listen(0, '127.0.0.1', () => process.stdout.write(s.address().port + '\\n'));
`;

/** Seconds the process's threads have run, from the scheduler's own count (nanoseconds). */
function cpuSeconds(pid: number): number {
  let ns = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`))
    ns += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
  return ns / 1e9;
}

/** Milliseconds of the echo's CPU per request at each rate, requests one at a time on one connection. */
export async function wakeUpProbe(
  rates: readonly number[] = RATES,
): Promise<Array<{ rate: number; cpuMsPerRequest: number }>> {
  const child = spawn(process.execPath, ['-e', ECHO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    const port = Number(String(line).trim());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end('{"amount":"1000.00"}');
      });
    // The connection and the echo's code warm before anything is counted.
    for (let i = 0; i < 200; i += 1) await request();
    const figures = [];
    for (const rate of rates) {
      const count = rate * SECONDS_PER_RATE;
      const before = cpuSeconds(child.pid!);
      const started = performance.now();
      for (let i = 0; i < count; i += 1) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await request();
      }
      figures.push({ rate, cpuMsPerRequest: ((cpuSeconds(child.pid!) - before) * 1000) / count });
    }
    agent.destroy();
    return figures;
  } finally {
    child.kill();
  }
}
