import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePartition } from './partition-fault.ts';

afterEach(() => vi.unstubAllEnvs());

/** A machine without network namespaces (not root, a container without them). */
const noNamespaces = async () => ({ unavailable: 'ip netns unavailable here (Operation not permitted)' });

describe('the partition fault when it cannot run', () => {
  it('is skipped, with the reason, when turned off or where namespaces cannot be made', async () => {
    vi.stubEnv('CI', 'true');
    expect(await preparePartition({ seconds: 0, asked: true }, noNamespaces)).toEqual({
      skipped: 'turned off (--partition-seconds 0)',
    });
    vi.stubEnv('CI', '');
    expect(await preparePartition({ seconds: 10, asked: true }, noNamespaces)).toEqual({
      skipped: expect.stringContaining('ip netns unavailable'),
    });
  });

  it('fails under CI=true only when it was asked for', async () => {
    vi.stubEnv('CI', 'true');
    await expect(preparePartition({ seconds: 10, asked: true }, noNamespaces)).rejects.toThrow(
      /asked for and cannot run: ip netns unavailable/,
    );
    expect(await preparePartition({ seconds: 10, asked: false }, noNamespaces)).toEqual({
      skipped: expect.stringContaining('ip netns unavailable'),
    });
  });
});
