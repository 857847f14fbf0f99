import { eq } from 'drizzle-orm';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import { amountToString } from '@bidhall/domain/money';
import { DEFAULT_ABNORMAL_LOW_PERCENT } from '@bidhall/domain/abnormal-low';
import { effectiveFloor } from '@bidhall/domain/price-floor';
import { stepAgainstOf, type BiddingSettings } from '@bidhall/domain/quote-rules';
import type { Db } from '../../db/database.ts';
import { projectPbSettings } from '../../db/lifecycle-schema.ts';
import { settingsOf } from '../hall/window.ts';
import { loadPlatformSettings } from '../platform-setting/service.ts';

/**
 * A project's bidding settings; while none were saved, the tenant's defaults (platform
 * settings, themselves the docs/rules.md defaults until an administrator changes them).
 */
export async function loadSettings(
  db: Db,
  tenantId: number,
  projectId: number,
): Promise<{ settings: BiddingSettings; saved: boolean }> {
  const [row] = await db.select().from(projectPbSettings).where(eq(projectPbSettings.projectId, projectId));
  if (row) return { settings: settingsOf(row), saved: true };
  return { settings: (await loadPlatformSettings(db, tenantId)).biddingDefaults, saved: false };
}

/** The settings as PbSetting answers them; `budget` is the project's, for the floor in force. */
export function toPbSettingDto(
  projectId: number,
  settings: BiddingSettings,
  saved: boolean,
  budget: string | null,
): PbSettingDto {
  const money = (v: string | null) => (v === null ? null : amountToString(v));
  return {
    projectId,
    ...settings,
    minStep: amountToString(settings.minStep),
    priceCap: money(settings.priceCap),
    startPrice: money(settings.startPrice),
    floor: money(settings.floor ?? null),
    floorPercent: settings.floorPercent ?? null,
    effectiveFloor: effectiveFloor(settings, budget),
    stepAgainst: stepAgainstOf(settings),
    abnormalLowPercent: settings.abnormalLowPercent ?? DEFAULT_ABNORMAL_LOW_PERCENT,
    saved,
  };
}

/** Replaces the whole set (the caller validated it as one). */
export async function storeSettings(
  db: Db,
  tenantId: number,
  projectId: number,
  s: BiddingSettings,
  now: Date,
): Promise<void> {
  const values = {
    minStep: s.minStep,
    minStepKind: s.minStepKind,
    mustBeatBest: s.mustBeatBest,
    priceCap: s.priceCap,
    startPrice: s.startPrice,
    maxQuotes: s.maxQuotes,
    softCloseEnabled: s.softClose.enabled,
    triggerSeconds: s.softClose.triggerSeconds,
    extendSeconds: s.softClose.extendSeconds,
    softCloseTrigger: s.softClose.trigger,
    maxExtensions: s.softClose.maxExtensions,
    maxTotalExtensionSeconds: s.softClose.maxTotalExtensionSeconds,
    minBidders: s.minBidders,
    disclosure: s.disclosure,
    floor: s.floor ?? null,
    floorPercent: s.floorPercent ?? null,
    stepAgainst: s.stepAgainst ?? null,
    abnormalLowPercent: s.abnormalLowPercent ?? DEFAULT_ABNORMAL_LOW_PERCENT,
    updatedAt: now,
  };
  await db
    .insert(projectPbSettings)
    .values({ projectId, tenantId, ...values })
    .onConflictDoUpdate({ target: projectPbSettings.projectId, set: values });
}
