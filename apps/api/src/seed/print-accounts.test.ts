import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PROJECT_NAME } from './live-round.ts';
import { printDemoAccounts } from './print-accounts.ts';

afterEach(() => vi.restoreAllMocks());

const printed = (...args: Parameters<typeof printDemoAccounts>) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  printDemoAccounts(...args);
  return log.mock.calls.map((c) => String(c[0])).join('\n');
};

describe('the start-up banner', () => {
  it('names the live round and its window in this machine’s time', () => {
    const opensAt = new Date(2026, 11, 1, 9, 31, 5);
    const closesAt = new Date(2026, 11, 1, 10, 1, 5);
    const text = printed('http://localhost:8080', {
      projectId: 7,
      name: `${LIVE_PROJECT_NAME}第2场`,
      opensAt,
      closesAt,
      seeded: true,
    });
    expect(text).toContain('http://localhost:8080');
    expect(text).toContain(`Live bidding: ${LIVE_PROJECT_NAME}第2场, quote window 09:31:05–10:01:05`);
  });

  it('says nothing of a live round when there is none', () => {
    expect(printed('http://localhost:8080', null)).not.toContain('Live bidding');
  });
});
