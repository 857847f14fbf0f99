/** k6's `k6/data` for running a k6 bundle under vitest: one VU, so nothing to share. */
export const SharedArray = function (_name: string, make: () => unknown[]) {
  return make();
} as unknown as new (name: string, make: () => unknown[]) => unknown[];
