import type { CountdownPhase, ProjectWindow } from '@bidhall/contracts/realtime/window';
import { DEFAULT_BIDDING_SETTINGS, type BiddingSettings, type MinStepKind } from '@bidhall/domain/quote-rules';
import { isDisclosureMode, type DisclosureMode } from '@bidhall/domain/winbid-rules';
import type { projectPbSettings, projects } from '../../db/lifecycle-schema.ts';
import { userFriendly } from '../../http/errors.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

export type ProjectRow = typeof projects.$inferSelect;
export type SettingsRow = typeof projectPbSettings.$inferSelect;
/** A project whose quote window is set (published, or later). */
export type WindowTimes = { applyToTime: Date; uppriceFromTime: Date; uppriceToTime: Date };

/** The columns of a project its window is read from. */
type WindowColumns = Pick<
  ProjectRow,
  'applyToTime' | 'uppriceFromTime' | 'uppriceToTime' | 'paused' | 'extensions' | 'extendedSeconds' | 'windowVersion'
>;

/** The window times, or a business error for a project that has none yet (before publication). */
export function windowTimes(project: WindowColumns): WindowTimes {
  const { applyToTime, uppriceFromTime, uppriceToTime } = project;
  if (!applyToTime || !uppriceFromTime || !uppriceToTime) throw userFriendly({ key: 'hall.noWindow' });
  return { applyToTime, uppriceFromTime, uppriceToTime };
}

/** The window as the realtime contract carries it. Version 0 (never published) reads as 1. */
export function windowOf(project: WindowColumns): ProjectWindow {
  const t = windowTimes(project);
  return {
    applyToTime: t.applyToTime.getTime(),
    uppriceFromTime: t.uppriceFromTime.getTime(),
    uppriceToTime: t.uppriceToTime.getTime(),
    paused: project.paused,
    extensions: project.extensions,
    extendedSeconds: project.extendedSeconds,
    version: Math.max(1, project.windowVersion),
  };
}

/** Where the countdown stands by the server clock (contracts: CountdownPhase). */
export function phaseOf(project: ProjectRow, now: number): CountdownPhase {
  const t = windowTimes(project);
  if (project.state < 5) return 'not-started';
  if (
    project.windowClosedAt ||
    now >= t.uppriceToTime.getTime() ||
    (project.state !== PROJECT_STATE.published && project.state !== PROJECT_STATE.suspended)
  )
    return 'ended';
  if (project.paused || project.state === PROJECT_STATE.suspended) return 'paused';
  return now < t.uppriceFromTime.getTime() ? 'not-started' : 'open';
}

/** The project's bidding settings; a project without a settings row has the docs/rules.md defaults. */
export function settingsOf(row: SettingsRow | null): BiddingSettings {
  if (!row) return DEFAULT_BIDDING_SETTINGS;
  return {
    minStep: row.minStep,
    minStepKind: row.minStepKind as MinStepKind,
    mustBeatBest: row.mustBeatBest,
    priceCap: row.priceCap,
    startPrice: row.startPrice,
    maxQuotes: row.maxQuotes,
    softClose: {
      enabled: row.softCloseEnabled,
      triggerSeconds: row.triggerSeconds,
      extendSeconds: row.extendSeconds,
      trigger: row.softCloseTrigger === 'best' ? 'best' : 'any',
      maxExtensions: row.maxExtensions,
      maxTotalExtensionSeconds: row.maxTotalExtensionSeconds,
    },
    minBidders: row.minBidders,
    disclosure: isDisclosureMode(row.disclosure) ? row.disclosure : (1 as DisclosureMode),
    floor: row.floor,
    floorPercent: row.floorPercent,
    ...(row.stepAgainst === 'own' || row.stepAgainst === 'best' ? { stepAgainst: row.stepAgainst } : {}),
    abnormalLowPercent: row.abnormalLowPercent,
  };
}
