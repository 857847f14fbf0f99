import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { LeanConnection } from './lean-http.ts';
import { runPaced } from './load.ts';
import { threadsRunSeconds } from './proc-cpu.ts';

/**
 * What a request costs a server that does nothing, when requests come one at a time at a steady
 * rate: an HTTP echo in a process of its own, its CPU read from /proc. On a machine where a
 * request that finds its process idle is dear (a virtual machine like the benchmark
 * machine), the same echo costs several times more per
 * request at 100 a second than at 1,000, and the quote path's CPU per quote in the open loop
 * moves with it: this figure tells such a machine, or such a day, from a change in the code.
 */
const RATES = [100, 1000] as const;
const SECONDS_PER_RATE = 1;
/** Requests sent before anything is counted: the connection and the echo's code warm. */
const WARM_UP_REQUESTS = 200;

// Answers each request with a small JSON body, as the api answers a quote.
const ECHO_SERVER = `
const s = require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{"accepted":true}'));
});
s.keepAliveTimeout = 60000;
s.listen(0, '127.0.0.1', () => process.stdout.write(s.address().port + '\\n'));
`;

/** Milliseconds of the echo's CPU per request at each rate, one request at a time on one connection (the load generator's). */
export async function wakeUpProbe(
  rates: readonly number[] = RATES,
): Promise<Array<{ rate: number; cpuMsPerRequest: number }>> {
  const child = spawn(process.execPath, ['-e', ECHO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  let echo: LeanConnection | undefined;
  try {
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    const connection = (echo = new LeanConnection('127.0.0.1', Number(String(line).trim())));
    const request = async () => (await connection.post('/', '', '{"amount":"1000.00"}'), true);
    for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await request();
    const figures = [];
    for (const rate of rates) {
      const before = threadsRunSeconds(child.pid!);
      const { ok, failed } = await runPaced(rate, 1, SECONDS_PER_RATE, request);
      if (failed > 0) throw new Error(`the echo failed ${failed} of ${ok + failed} requests`);
      figures.push({ rate, cpuMsPerRequest: ((threadsRunSeconds(child.pid!) - before) * 1000) / ok });
    }
    return figures;
  } finally {
    echo?.close();
    child.kill();
  }
}
