import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenCpuMsOfTimes, npmWithTimes } from './job-cpu.ts';

describe("a job's CPU time", () => {
  it('is read from the children line of `times`, in dash and in bash form', () => {
    expect(childrenCpuMsOfTimes('0m0.010000s 0m0.000000s\n1m2.500000s 0m0.250000s\n')).toBe(62_750);
    expect(childrenCpuMsOfTimes('0m0.003s 0m0.001s\n0m4.100s 0m0.020s')).toBe(4_120);
    expect(childrenCpuMsOfTimes('')).toBeNull();
  });

  it("counts the CPU of the job's own descendants and keeps its exit code", async () => {
    const [command, args] = npmWithTimes([
      'exec',
      '--',
      'node',
      '-e',
      'const end = Date.now() + 400; while (Date.now() < end); process.exit(3)',
    ]);
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let times = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(3);
    expect(childrenCpuMsOfTimes(times)).toBeGreaterThanOrEqual(350);
  });
});
