/** k6's `k6` module for running a k6 bundle under vitest. */
export function sleep(seconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, seconds * 1000);
}

export function check<T>(value: T, checks: Record<string, (v: T) => boolean>): boolean {
  return Object.values(checks).every((f) => f(value));
}
