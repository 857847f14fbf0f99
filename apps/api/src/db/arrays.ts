/**
 * PostgreSQL array literals for one bound parameter (`${intArray(ids)}::int[]`), so that a
 * statement over many rows (unnest) stays one statement with a fixed number of parameters.
 */
export function intArray(values: readonly number[]): string {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
  return `{${values.join(',')}}`;
}

export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
