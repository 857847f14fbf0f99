import { createRequire } from 'node:module';

/**
 * What passing a 50-row column as a JS array costs the api next to writing the PostgreSQL
 * array literal by hand (the api's former db/arrays.ts, kept here only to compare): CPU time
 * per encoding by node-postgres's own prepareValue. `npx tsx bench/array-params.ts` prints
 * both.
 */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

const handInt = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
const handText = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

const ints = Array.from({ length: 50 }, (_, i) => 100_000 + i);
const texts = Array.from({ length: 50 }, (_, i) => `c${i}-${'x'.repeat(30)}`);

function cpuNsPerCall(f: () => unknown, calls = 200_000): number {
  for (let i = 0; i < 20_000; i += 1) f();
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) f();
  const used = process.cpuUsage(start);
  return Math.round(((used.user + used.system) * 1000) / calls);
}

for (let round = 1; round <= 3; round += 1) {
  const row = {
    round,
    'int[50] by hand': cpuNsPerCall(() => handInt(ints)),
    'int[50] by pg': cpuNsPerCall(() => prepareValue(ints)),
    'text[50] by hand': cpuNsPerCall(() => handText(texts)),
    'text[50] by pg': cpuNsPerCall(() => prepareValue(texts)),
  };
  console.log(JSON.stringify(row));
}
