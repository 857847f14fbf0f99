import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * The end-to-end files that take longest go first, so the others fill the workers beside them
 * instead of one long file starting last and running alone. Most of the lifecycle and the
 * halls is waiting for a quote window to open on the clock. Vitest's own order (longest by its
 * cache, else largest file first) knows nothing of that on a fresh clone: the lifecycle file
 * is among the smallest. Files not named keep vitest's order, after these.
 */
const LONGEST_FIRST = ['e2e/lifecycle.test.ts', 'e2e/route-walk.test.ts', 'e2e/halls.test.ts'];

const rank = (spec: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
  return at < 0 ? LONGEST_FIRST.length : at;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
