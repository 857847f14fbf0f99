import { parseArgs } from 'node:util';

/** `--name value` options as strings; numbers are read with `num`, which names a bad one. */
export function readArgs(argv: string[], names: readonly string[]) {
  const options = Object.fromEntries(names.map((n) => [n, { type: 'string' as const }]));
  const { values } = parseArgs({ args: argv, options, allowPositionals: false, strict: true });
  const num = (name: string, fallback: number) => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, got "${raw}"`);
    return n;
  };
  const str = (name: string, fallback: string) => (values[name] as string | undefined) ?? fallback;
  /** Whether `--name` was on the command line (a fault asked for, not merely on by default). */
  const given = (name: string) => values[name] !== undefined;
  return { num, str, given };
}

/**
 * With BIDHALL_ARGS_ONLY set the command stops once its arguments are read and checked: the
 * README-commands test runs every command the READMEs print this way.
 */
export function exitIfArgsOnly(): void {
  if (process.env.BIDHALL_ARGS_ONLY) process.exit(0);
}
