import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childrenCpuMsOfTimes, npmWithTimes } from './job-cpu.ts';

/**
 * `npm test`: the typecheck, lint, format check and every workspace's tests, side by side,
 * at most TEST_JOBS at a time (3 unless set), the longest first so that the short ones fill the
 * cores beside it. A workspace's `test:<part>` scripts run as jobs of their own when it has
 * them, else its `test` script. Each job's output is printed whole when it ends (never two
 * interleaved), and at the end each job's wall and CPU time; the exit code is 1 if any job failed.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Jobs known to take longest on this repository, started first in this order; the rest follow in workspace order. */
const LONGEST_FIRST = [
  '@bidhall/web test:e2e',
  '@bidhall/api test',
  '@bidhall/web test:components',
  'typecheck',
  '@bidhall/load-tests test',
  '@bidhall/gateway test',
];

type Job = { name: string; args: string[] };
type Outcome = { name: string; ok: boolean; wallMs: number; cpuMs: number | null };

type Manifest = { name: string; workspaces?: string[]; scripts?: Record<string, string> };
const manifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

function jobs(): Job[] {
  const own: Job[] = ['typecheck', 'lint', 'format:check'].map((script) => ({ name: script, args: ['run', script] }));
  for (const workspace of manifest(ROOT).workspaces ?? []) {
    const { name, scripts = {} } = manifest(path.join(ROOT, workspace));
    const parts = Object.keys(scripts).filter((script) => script.startsWith('test:'));
    for (const script of parts.length > 0 ? parts : 'test' in scripts ? ['test'] : [])
      own.push({ name: `${name} ${script}`, args: ['run', script, '-w', name] });
  }
  const rank = (job: Job) => {
    const at = LONGEST_FIRST.indexOf(job.name);
    return at < 0 ? LONGEST_FIRST.length : at;
  };
  return own.sort((a, b) => rank(a) - rank(b));
}

const running = new Set<number>();

function run(job: Job): Promise<Outcome> {
  const started = performance.now();
  console.log(`▶ ${job.name}`);
  return new Promise((resolve) => {
    // A process group of its own: an interrupted run stops the job's whole tree.
    const [command, args] = npmWithTimes(job.args);
    const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    if (child.pid) running.add(child.pid);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let times = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
    child.on('close', (code, signal) => {
      if (child.pid) running.delete(child.pid);
      const outcome = {
        name: job.name,
        ok: code === 0,
        wallMs: performance.now() - started,
        cpuMs: childrenCpuMsOfTimes(times),
      };
      const verdict = outcome.ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n──── ${job.name}: ${verdict} in ${seconds(outcome.wallMs)} ────\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(outcome);
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

async function main() {
  const limit = Number(process.env.TEST_JOBS ?? 3);
  if (!(Number.isInteger(limit) && limit > 0)) throw new Error(`TEST_JOBS must be a positive whole number`);
  const started = performance.now();
  const queue = jobs();
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) outcomes.push(await run(job));
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));

  const width = Math.max(...outcomes.map((o) => o.name.length));
  console.log(`\nnpm test: ${outcomes.length} jobs, at most ${limit} at a time`);
  for (const o of outcomes.sort((a, b) => b.wallMs - a.wallMs))
    console.log(
      `  ${o.name.padEnd(width)}  ${o.ok ? 'passed' : 'FAILED'}  ${seconds(o.wallMs).padStart(6)} wall` +
        (o.cpuMs === null ? '' : `  ${seconds(o.cpuMs).padStart(6)} cpu`),
    );
  console.log(`  ${'all'.padEnd(width)}  ${' '.repeat(6)}  ${seconds(performance.now() - started).padStart(6)} wall`);
  process.exitCode = outcomes.every((o) => o.ok) ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });

await main();
