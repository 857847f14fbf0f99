import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { isDevToolKey, useDevToolBlock } from './useDevToolBlock';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { cancelable: true, bubbles: true, ...init });

describe('developer-tool keys', () => {
  it('knows F12, Ctrl+Shift+I and Shift+F10, and nothing else', () => {
    expect(isDevToolKey(key({ key: 'F12' }))).toBe(true);
    expect(isDevToolKey(key({ key: 'I', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isDevToolKey(key({ key: 'F10', shiftKey: true }))).toBe(true);
    expect(isDevToolKey(key({ key: 'i', ctrlKey: true }))).toBe(false);
    expect(isDevToolKey(key({ key: 'F10' }))).toBe(false);
  });

  it('swallows them while the setting is on, and only then', () => {
    const on = renderHook(() => useDevToolBlock(true));
    const blocked = key({ key: 'F12' });
    window.dispatchEvent(blocked);
    expect(blocked.defaultPrevented).toBe(true);
    const typing = key({ key: 'a' });
    window.dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(false);
    on.unmount();
    renderHook(() => useDevToolBlock(false));
    const free = key({ key: 'F12' });
    window.dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
  });
});
