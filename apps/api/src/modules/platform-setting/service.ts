import { eq } from 'drizzle-orm';
import type { PlatformSettingDto, PlatformSettingInput } from '@bidhall/contracts/platform-setting';
import { DEFAULT_PLATFORM_SETTINGS, type PlatformSettings } from '@bidhall/domain/platform-settings';
import { validateBiddingSettings, type BiddingSettings, type BiddingSettingsIssue } from '@bidhall/domain/quote-rules';
import type { Db } from '../../db/database.ts';
import { platformSettings } from '../../db/research-schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * A tenant's settings, the defaults when it never saved any. Other modules read them here:
 * registration (registrationOpen) and new projects' bidding settings (biddingDefaults).
 */
export async function loadPlatformSettings(
  db: Db,
  tenantId: number,
): Promise<PlatformSettings & { saved: boolean; updatedAt: Date | null }> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.tenantId, tenantId));
  if (!row) return { ...DEFAULT_PLATFORM_SETTINGS, saved: false, updatedAt: null };
  return {
    registrationOpen: row.registrationOpen,
    devToolsBlocked: row.devToolsBlocked,
    biddingDefaults: row.biddingDefaults as BiddingSettings,
    saved: true,
    updatedAt: row.updatedAt,
  };
}

export function toPlatformSettingDto(s: Awaited<ReturnType<typeof loadPlatformSettings>>): PlatformSettingDto {
  return {
    registrationOpen: s.registrationOpen,
    devToolsBlocked: s.devToolsBlocked,
    biddingDefaults: { ...s.biddingDefaults },
    saved: s.saved,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  };
}

/** The bidding fields each domain issue concerns, so the form can mark them. */
const ISSUE_MEMBERS: Record<BiddingSettingsIssue, string[]> = {
  'min-step': ['minStep'],
  'price-cap': ['priceCap'],
  'start-price': ['startPrice'],
  'start-above-cap': ['startPrice', 'priceCap'],
  floor: ['floor'],
  'floor-above-cap': ['floor', 'priceCap'],
  'floor-percent': ['floorPercent'],
  'abnormal-low-percent': ['abnormalLowPercent'],
  'max-quotes': ['maxQuotes'],
  'soft-close': ['softClose'],
  'min-bidders': ['minBidders'],
  disclosure: ['disclosure'],
};

export async function updatePlatformSettings(
  ctx: RequestContext,
  input: PlatformSettingInput,
): Promise<PlatformSettingDto> {
  const bidding = input.biddingDefaults as BiddingSettings;
  const issues = validateBiddingSettings(bidding);
  if (issues.length) {
    throw badRequest(
      { key: 'error.validation' },
      issues.map((issue) => ({
        message: { key: 'platformSetting.biddingDefaults' },
        members: ISSUE_MEMBERS[issue].map((m) => `biddingDefaults.${m}`),
      })),
    );
  }
  const values = {
    registrationOpen: input.registrationOpen,
    devToolsBlocked: input.devToolsBlocked,
    biddingDefaults: bidding,
    updatedBy: requireSession(ctx).userId,
    updatedAt: ctx.deps.now(),
  };
  await ctx.db
    .insert(platformSettings)
    .values({ tenantId: ctx.tenantId, ...values })
    .onConflictDoUpdate({ target: platformSettings.tenantId, set: values });
  return toPlatformSettingDto(await loadPlatformSettings(ctx.db, ctx.tenantId));
}
