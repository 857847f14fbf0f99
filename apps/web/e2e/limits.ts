/**
 * Every time limit of the end-to-end files comes from here. A limit is there to catch a hang,
 * not to measure speed (the benches do that): each wait ends as soon as what it waits for is
 * there, so only a hang takes the whole limit. The figures written in the files are what a
 * quiet machine needs with room to spare; on a machine shared with another busy job (a second
 * `npm test`, load average up to 29 on two cores) the same steps take several
 * times longer, so every limit is multiplied by E2E_TIME_SCALE: 3 by default, 4 under CI.
 */
function timeScale(env: NodeJS.ProcessEnv): number {
  const set = Number(env.E2E_TIME_SCALE);
  if (env.E2E_TIME_SCALE !== undefined && !(set > 0)) {
    throw new Error(`E2E_TIME_SCALE must be a positive number, not "${env.E2E_TIME_SCALE}"`);
  }
  if (set > 0) return set;
  return env.CI ? 4 : 3;
}

export const TIME_SCALE = timeScale(process.env);

/** A limit written for a quiet machine, as this run allows it. */
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);

/** Playwright's limit for an action or wait that names none (a click, a fill, a waitFor). */
export const PAGE_WAIT_MS = scaled(30_000);
