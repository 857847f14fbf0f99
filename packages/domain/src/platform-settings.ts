import { DEFAULT_BIDDING_SETTINGS, type BiddingSettings } from './quote-rules.ts';

/** Administrator settings of a tenant (the platformSetting page). */
export interface PlatformSettings {
  /** Whether purchasers, agencies and suppliers may register themselves. */
  registrationOpen: boolean;
  /** Whether the web app blocks F12, Ctrl+Shift+I and Shift+F10 (specification section 2). */
  devToolsBlocked: boolean;
  /** What a new project's bidding settings start from. */
  biddingDefaults: BiddingSettings;
}

/** A tenant that never saved settings: registration open, dev tools blocked as the spec shows. */
export const DEFAULT_PLATFORM_SETTINGS: Readonly<PlatformSettings> = Object.freeze({
  registrationOpen: true,
  devToolsBlocked: true,
  biddingDefaults: DEFAULT_BIDDING_SETTINGS,
});

/** The part a browser may read before signing in; nothing else leaves the server unauthenticated. */
export function clientVisibleSettings(settings: PlatformSettings): {
  devToolsBlocked: boolean;
  registrationOpen: boolean;
} {
  return { devToolsBlocked: settings.devToolsBlocked, registrationOpen: settings.registrationOpen };
}
