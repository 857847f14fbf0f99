import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Verdict, withOverrides, type Targets } from '@bidhall/testkit/bench-verdict';
import { API_NODE_FLAGS } from '../src/node-flags.ts';
import { createSlotMap } from '../src/slot-map.ts';

/**
 * npm run bench:slot-map: what a long-lived map whose keys come and go keeps alive through the
 * young generation's collections. The same churn, twenty keys each replaced fifty times a
 * second with a value of about 3 kB (a project's kept state), runs once on a Map that deletes
 * and sets again and once on the slot map (src/slot-map.ts), each in its own process under
 * the api's Node flags and `--trace-gc-nvp`, and the bytes each minor collection promoted are
 * compared in this run.
 */
parseArgs({ args: process.argv.slice(2), options: {}, strict: true });
if (process.env.BIDHALL_ARGS_ONLY) process.exit(0);

const CHILD = process.env.BENCH_SLOT_MAP_CHILD;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

if (CHILD) {
  churn(CHILD === 'slots' ? slotMapOps() : mapOps(), SECONDS);
} else {
  const TARGETS = withOverrides(
    {
      mapPromotes: {
        label: 'Map delete+set: promoted per minor collection (the effect shows)',
        unit: ' kB',
        atLeast: 50,
      },
      slotShare: { label: "slot map: promoted per minor collection / the Map's", unit: 'x', atMost: 0.1 },
    } satisfies Targets<string>,
    process.env.BENCH_TARGETS,
  );
  const verdict = new Verdict(TARGETS);
  const map = promotedPerCollection('map');
  const slots = promotedPerCollection('slots');
  console.log(`bench:slot-map — 20 keys × 50 replacements/s, ${SECONDS} s each, Node ${process.version}`);
  for (const [name, run] of [
    ['Map (delete, set)', map],
    ['slot map', slots],
  ] as const)
    console.log(
      `  ${name.padEnd(18)} minor collections ${String(run.count).padStart(3)}, promoted each: median ${(run.median / 1024).toFixed(0)} kB, pauses ${run.pauseMs.toFixed(0)} ms in all`,
    );
  verdict.require(map.count > 0 && slots.count > 0, 'both runs had minor collections');
  console.log(`  ${verdict.judge('mapPromotes', map.median / 1024, 0).line}`);
  console.log(`  ${verdict.judge('slotShare', map.median > 0 ? slots.median / map.median : Number.NaN).line}`);
  for (const line of verdict.summary('bench:slot-map')) console.log(line);
  process.exit(verdict.exitCode);
}

type Ops = { get: (key: string) => unknown; delete: (key: string) => void; set: (key: string, value: object) => void };

function mapOps(): Ops {
  const map = new Map<string, object>();
  return {
    get: (key) => map.get(key),
    delete: (key) => void map.delete(key),
    set: (key, value) => void map.set(key, value),
  };
}

function slotMapOps(): Ops {
  const map = createSlotMap<string, object>(1_000);
  return { get: map.get, delete: map.delete, set: map.set };
}

/** As a batch does: forget the key's value, other garbage meanwhile, then keep a new one. */
function churn(ops: Ops, seconds: number): void {
  // A kept state's size: tens of small objects.
  const value = () => ({ lines: Array.from({ length: 40 }, (_, i) => ({ rank: i, amount: `${i}.00` })) });
  for (let k = 0; k < 20; k += 1) ops.set(`1:${k}`, value());
  let turn = 0;
  const until = performance.now() + seconds * 1000;
  const tick = () => {
    for (let i = 0; i < 5; i += 1) {
      const key = `1:${turn++ % 20}`;
      ops.get(key);
      ops.delete(key);
      for (let g = 0; g < 4; g += 1) Array.from({ length: 300 }, (_, j) => ({ j }));
      ops.set(key, value());
    }
    if (performance.now() < until) setTimeout(tick, 5);
  };
  tick();
}

/** Runs one child and reads its minor collections' promoted bytes from `--trace-gc-nvp`. */
function promotedPerCollection(kind: 'map' | 'slots') {
  const child = spawnSync(
    process.execPath,
    // The api's own flags (its young generation's size), as the quote path runs.
    [...API_NODE_FLAGS, '--trace-gc-nvp', '--import', 'tsx', import.meta.filename],
    { env: { ...process.env, BENCH_SLOT_MAP_CHILD: kind }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`the ${kind} run failed: ${child.stderr}`);
  const minor = child.stdout.split('\n').filter((line) => line.includes('gc=s '));
  // The first collections meet the map while it is still young itself: not the steady state.
  const steady = minor.slice(2);
  const field = (line: string, name: string) => Number(new RegExp(` ${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  const promoted = steady.map((line) => field(line, 'promoted')).sort((a, b) => a - b);
  return {
    count: steady.length,
    median: promoted[Math.floor(promoted.length / 2)] ?? 0,
    pauseMs: steady.reduce((sum, line) => sum + field(line, 'pause'), 0),
  };
}
