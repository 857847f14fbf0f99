import { describe, expect, it } from 'vitest';
import { arrivalOffsets } from './arrivals.ts';
import { measureWriteFloor } from './write-floor.ts';

describe("the machine's write floor", () => {
  it('writes the schedule to every plain socket and counts the CPU a write', async () => {
    const floor = await measureWriteFloor(40, 1000, arrivalOffsets(5, 50, 'even'));
    expect(floor.writes).toBe(200);
    expect(floor.perWriteUs).toBeGreaterThan(0);
    expect(floor.perWriteUs).toBeCloseTo(floor.userUs + floor.systemUs, 6);
  }, 30_000);
});
