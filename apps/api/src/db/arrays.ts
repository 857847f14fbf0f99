/**
 * PostgreSQL array literals for one bound parameter (`${intArray(ids)}::int[]`), so that a
 * statement over many rows (unnest) stays one statement with a fixed number of parameters.
 * A null element is written as NULL.
 */
export function intArray(values: readonly (number | null)[]): string {
  for (const v of values) if (v !== null && !Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

export function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}
