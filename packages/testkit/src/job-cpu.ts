/**
 * The CPU time of one job of `npm test`, its own and its descendants' (user + system), told by
 * the shell that runs it. The runner's own children's CPU (/proc/self/stat) grows with every job
 * reaped meanwhile, so a short job beside a long one was charged the long one's CPU as well.
 */

/** The shell and its arguments that run `npm <args>`, then write the shell's `times` to descriptor 3. */
export function npmWithTimes(args: readonly string[]): [string, string[]] {
  return ['sh', ['-c', 'npm "$@"; status=$?; times >&3; exit $status', 'sh', ...args]];
}

/**
 * Milliseconds of user and system CPU in the output of `times` (POSIX): its second line is the
 * children's, as `0m12.340000s 0m1.200000s`. Null if that line is not there, e.g. after a signal.
 */
export function childrenCpuMsOfTimes(output: string): number | null {
  const children = output.trim().split('\n')[1];
  const spans = [...(children ?? '').matchAll(/(\d+)m([\d.]+)s/g)];
  if (spans.length !== 2) return null;
  return Math.round(spans.reduce((sum, [, minutes, secs]) => sum + (Number(minutes) * 60 + Number(secs)) * 1000, 0));
}
