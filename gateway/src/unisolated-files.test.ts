import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The gateway's test files run unisolated (vitest.config.ts): a worker's files share one module
 * graph, one process and its globals. A module mock, fake timers, a stubbed global or a changed
 * process.env would outlive its file and reach whichever file comes next in that worker, so a
 * file would pass alone and fail in `npm test` depending on the order.
 */
const LEAKS =
  /\bvi\.(do)?mock\(|\bvi\.useFakeTimers\(|\bvi\.stub(Env|Global)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;

describe('the gateway test files', () => {
  it('change nothing that outlives them in a shared worker', () => {
    const files = ['src', 'bench', 'test'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.test\.ts$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    const leaking = files.filter(
      (f) => f !== 'src/unisolated-files.test.ts' && LEAKS.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(leaking).toEqual([]);
  });

  it('are told apart from one that would leak', () => {
    for (const line of [
      "vi.mock('./config.ts')",
      'vi.useFakeTimers()',
      "vi.stubEnv('X', '1')",
      "process.env.REDIS_URL = 'x'",
    ])
      expect(LEAKS.test(line), line).toBe(true);
    expect(LEAKS.test('if (process.env.CI === "true")')).toBe(false);
  });
});
