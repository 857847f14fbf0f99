import { describe, expect, it } from 'vitest';
import { clientVisibleSettings, DEFAULT_PLATFORM_SETTINGS } from './platform-settings.ts';
import { DEFAULT_BIDDING_SETTINGS, validateBiddingSettings } from './quote-rules.ts';

describe('platform settings', () => {
  it('defaults to open registration, blocked dev tools and the docs/rules.md bidding defaults', () => {
    expect(DEFAULT_PLATFORM_SETTINGS).toMatchObject({ registrationOpen: true, devToolsBlocked: true });
    expect(DEFAULT_PLATFORM_SETTINGS.biddingDefaults).toBe(DEFAULT_BIDDING_SETTINGS);
    expect(validateBiddingSettings(DEFAULT_PLATFORM_SETTINGS.biddingDefaults)).toEqual([]);
  });

  it('shows a browser only the client-visible flags', () => {
    expect(clientVisibleSettings({ ...DEFAULT_PLATFORM_SETTINGS, devToolsBlocked: false })).toEqual({
      devToolsBlocked: false,
      registrationOpen: true,
    });
  });
});
