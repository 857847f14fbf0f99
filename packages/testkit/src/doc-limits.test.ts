import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The documents a newcomer reads are manuals and current verdicts, kept short enough to read:
 * history lives in git. A document past its limit is made tighter, not longer.
 */
const LIMITS: Record<string, number> = {
  'docs/architecture.md': 150,
  'docs/perf.md': 200,
  'apps/api/README.md': 200,
  'gateway/README.md': 200,
  'load-tests/README.md': 250,
};

const lines = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n');

describe('documentation limits', () => {
  it.each(Object.entries(LIMITS))('%s stays within %i lines', (file, limit) => {
    expect(lines(file).length).toBeLessThanOrEqual(limit);
  });

  it('dates no section of a manual: a README says how things are, not when they changed', () => {
    const dated = Object.keys(LIMITS)
      .filter((file) => file.endsWith('README.md'))
      .flatMap((file) =>
        lines(file)
          .filter((line) => /^#+ .*\b20\d\d-\d\d-\d\d\b/.test(line))
          .map((line) => `${file}: ${line}`),
      );
    expect(dated).toEqual([]);
  });
});
