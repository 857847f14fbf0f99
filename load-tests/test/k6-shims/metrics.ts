/** k6's `k6/metrics` for running a k6 bundle under vitest: every sample is kept in `samples`. */
export const samples = new Map<string, Array<{ value: number | boolean; tags: Record<string, string> }>>();

class Metric {
  constructor(readonly name: string) {
    samples.set(name, []);
  }
  add(value: number | boolean, tags: Record<string, string> = {}) {
    samples.get(this.name)!.push({ value, tags });
  }
}

export class Counter extends Metric {}
export class Rate extends Metric {}
export class Trend extends Metric {}
