import { describe, expect, it } from 'vitest';
import { notifyError } from './notify';

// The test setup closes what a test left open, so that no notice's timers outlive the test
// environment (they once failed a run with "window is not defined" after its teardown).
describe('error notices in tests', () => {
  it('opens one', async () => {
    await notifyError('加载失败', 'x');
    await expect.poll(() => document.querySelectorAll('.ant-notification-notice').length).toBe(1);
  });

  it('finds none left by the test before', () => {
    expect(document.querySelectorAll('.ant-notification-notice').length).toBe(0);
  });
});
