/** A clock the test moves by hand: the server's clock is the only judge of time. */
export function createTestClock(start = new Date('2026-11-22T08:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => {
      current = at.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
