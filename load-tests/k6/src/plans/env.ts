/**
 * The run's variables (`k6 run -e NAME=value`), read from the object k6 passes as __ENV.
 * Pure, so that the plans built from them can be tested outside k6.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** A number variable; a value that is not a number is an error, not a silent default. */
export function numEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

export function strEnv(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** Where REST answers: nginx in the compose topology, the embedded server, or one api. */
export function baseUrl(env: Env): string {
  return strEnv(env, 'BASE_URL', 'http://localhost:8080').replace(/\/+$/, '');
}

/**
 * Where Socket.IO answers. The same origin as BASE_URL unless WS_URL names another (a gateway
 * of the split cluster); http(s) and ws(s) are both accepted.
 */
export function wsUrl(env: Env): string {
  return strEnv(env, 'WS_URL', baseUrl(env)).replace(/^http/, 'ws').replace(/\/+$/, '');
}
