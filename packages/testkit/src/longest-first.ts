import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * A vitest sequencer that starts the named files first, in the given order, so that the others
 * fill the workers beside them instead of a long file starting last and running alone. Vitest's
 * own order (longest by its cache, else largest file first) knows nothing on a fresh clone, and a
 * short file can run long: one that hands its body to a shared module, one that mostly waits.
 * Files not named keep vitest's order, after these.
 */
export function longestFirst(files: readonly string[]): typeof BaseSequencer {
  const rank = (spec: TestSpecification) => {
    const at = files.findIndex((file) => spec.moduleId.endsWith(file));
    return at < 0 ? files.length : at;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
      return (await super.sort(specs)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
