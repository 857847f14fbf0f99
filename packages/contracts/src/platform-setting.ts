import { z } from 'zod';
import { DISCLOSURE_MODE_CODES } from '@bidhall/domain/winbid-rules';

/**
 * Administrator platform settings (platformSetting page): registration open, default bidding
 * settings for new projects, dev-tool blocking in the web app. Cross-field bidding rules
 * (start price under the cap, soft-close numbers) are the domain's validateBiddingSettings.
 */

const Amount = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^(0|[1-9]\d{0,14})(\.\d{1,2})?$/));
const Seconds = z.number().int().min(0).max(86_400);

export const BiddingDefaults = z.strictObject({
  minStep: Amount,
  minStepKind: z.enum(['amount', 'percent']),
  mustBeatBest: z.boolean(),
  priceCap: Amount.nullable(),
  startPrice: Amount.nullable(),
  maxQuotes: z.number().int().min(1).max(10_000).nullable(),
  softClose: z.strictObject({
    enabled: z.boolean(),
    triggerSeconds: Seconds,
    extendSeconds: Seconds,
    trigger: z.enum(['any', 'best']),
    maxExtensions: z.number().int().min(0).max(1000),
    maxTotalExtensionSeconds: Seconds,
  }),
  minBidders: z.number().int().min(1).max(9),
  disclosure: z.number().pipe(z.literal(DISCLOSURE_MODE_CODES)),
});
export type BiddingDefaults = z.infer<typeof BiddingDefaults>;

/** PUT PlatformSetting/Update: the whole set at once. */
export const PlatformSettingInput = z.strictObject({
  registrationOpen: z.boolean(),
  devToolsBlocked: z.boolean(),
  biddingDefaults: BiddingDefaults,
});
export type PlatformSettingInput = z.infer<typeof PlatformSettingInput>;

export const PlatformSettingDto = z.object({
  registrationOpen: z.boolean(),
  devToolsBlocked: z.boolean(),
  biddingDefaults: z.object({}).passthrough(),
  /** False while the tenant never saved: the values are the defaults. */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PlatformSettingDto = z.infer<typeof PlatformSettingDto>;

/** PlatformSetting/GetClientSettings: what the web app may read before signing in. */
export const ClientSettingDto = z.object({ devToolsBlocked: z.boolean(), registrationOpen: z.boolean() });
export type ClientSettingDto = z.infer<typeof ClientSettingDto>;
