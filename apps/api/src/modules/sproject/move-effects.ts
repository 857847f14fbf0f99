import type { UpStatusInput } from '@bidhall/contracts/sproject';
import type { WindowChangeKind } from '@bidhall/contracts/realtime/window';
import { checkCorrectionTimes, checkPublicationTimes, resumeTimes } from '@bidhall/domain/project-machine';
import { timeRuleMessage, type TimeCheck } from '@bidhall/domain/project-times';
import { validateBiddingSettings } from '@bidhall/domain/quote-rules';
import type { projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import type { ProjectRow } from '../projects/project-dto.ts';
import { refusedWith } from '../projects/refusals.ts';
import { loadSettings, storeSettings } from '../pb-setting/settings.ts';
import { confirmResultEffect, returnResultEffect, submitResultEffect } from '../result/effects.ts';

type MoveEffect = { set: Partial<typeof projects.$inferInsert>; window?: WindowChangeKind };
type Effect = (
  ctx: RequestContext,
  actor: Actor,
  p: ProjectRow,
  input: UpStatusInput,
  now: Date,
) => Promise<MoveEffect>;

const refuseTimes = (check: TimeCheck) => {
  if (!check.ok) throw refusedWith((lang) => timeRuleMessage(check.reason, lang));
};
const times = (p: ProjectRow) => ({
  applyToTime: p.applyToTime!,
  uppriceFromTime: p.uppriceFromTime!,
  uppriceToTime: p.uppriceToTime!,
});
const hasTimes = (p: ProjectRow) =>
  p.applyToTime !== null && (p.mode === 1 || (p.uppriceFromTime !== null && p.uppriceToTime !== null));
const nextVersion = (p: ProjectRow) => ({ windowVersion: p.windowVersion + 1 });

/** The agency takes the project on when it starts drafting. */
const startDrafting: Effect = async (_ctx, actor, p) => ({
  set: { agencyCompanyId: p.agencyCompanyId ?? actor.companyId },
});

/**
 * Drafting completes only with valid bidding settings and the times filled in. Settings the
 * agency never saved are the tenant's defaults; they are stored now, because the settings
 * freeze here and every later reader (quotes, window end, result) reads the stored row.
 */
const completeDrafting: Effect = async (ctx, _actor, p, _input, now) => {
  const { settings, saved } = await loadSettings(ctx.db, p.tenantId, p.id);
  if (validateBiddingSettings(settings).length) throw userFriendly({ key: 'sproject.settingsInvalid' });
  if (!hasTimes(p)) throw userFriendly({ key: 'sproject.timesMissing' });
  if (!saved) await storeSettings(ctx.db, p.tenantId, p.id, settings, now);
  return { set: {} };
};

/**
 * Publication applies the times sent with it (the announcement's times, over the drafted
 * ones), after the same checks as drafted times: a time that does not fit is refused with its
 * reason and nothing changes.
 */
const publish: Effect = async (_ctx, _actor, p, input, now) => {
  const sent = {
    applyToTime: input.applyToTime ?? p.applyToTime,
    uppriceFromTime: input.uppriceFromTime ?? p.uppriceFromTime,
    uppriceToTime: input.uppriceToTime ?? p.uppriceToTime,
  };
  const q = { ...p, ...sent };
  if (!hasTimes(q)) throw userFriendly({ key: 'sproject.timesMissing' });
  // A research project has no quote window; only its sign-up deadline must lie ahead.
  if (q.mode === 1) {
    if (q.applyToTime! <= now) throw refusedWith((lang) => timeRuleMessage('apply-not-future', lang));
    return { set: { applyToTime: q.applyToTime } };
  }
  refuseTimes(checkPublicationTimes({ now, ...times(q) }));
  return {
    set: {
      ...times(q),
      ...nextVersion(p),
      paused: false,
      pausedAt: null,
      extensions: 0,
      extendedSeconds: 0,
      windowClosedAt: null,
    },
    window: 'published',
  };
};

/** Suspension stops the window's clock; resuming shifts what was still ahead by the pause. */
const suspend: Effect = async (_ctx, _actor, p, _input, now) => ({
  set: { ...nextVersion(p), paused: true, pausedAt: p.pausedAt ?? now },
  window: 'paused',
});

const resume: Effect = async (_ctx, _actor, p, _input, now) => {
  const shifted = hasTimes(p) && p.mode === 0 ? resumeTimes(times(p), p.pausedAt ?? now, now) : undefined;
  const set = shifted
    ? {
        applyToTime: new Date(shifted.applyToTime),
        uppriceFromTime: new Date(shifted.uppriceFromTime),
        uppriceToTime: new Date(shifted.uppriceToTime),
      }
    : {};
  return { set: { ...set, ...nextVersion(p), paused: false, pausedAt: null }, window: 'resumed' };
};

/** A correction may move times forward only (domain/project-times). */
const correct: Effect = async (_ctx, _actor, p, input, now) => {
  // A supplementary notice that changes no time is only an announcement.
  if (!input.applyToTime && !input.uppriceFromTime && !input.uppriceToTime) return { set: {} };
  if (!hasTimes(p) || p.mode === 1) throw userFriendly({ key: 'sproject.timesMissing' });
  const before = times(p);
  const after = {
    applyToTime: input.applyToTime ?? before.applyToTime,
    uppriceFromTime: input.uppriceFromTime ?? before.uppriceFromTime,
    uppriceToTime: input.uppriceToTime ?? before.uppriceToTime,
  };
  refuseTimes(checkCorrectionTimes({ now, before, after }));
  return { set: { ...after, ...nextVersion(p) }, window: 'corrected' };
};

const none: Effect = async () => ({ set: {} });

/** What each allowed move does beyond the state, keyed "from>to" (the rules are in the domain). */
const MOVE_EFFECTS: Readonly<Record<string, Effect>> = {
  '0>1': startDrafting,
  '3>1': startDrafting,
  '1>2': completeDrafting,
  '4>5': publish,
  // The result moves belong to evaluation (result/effects.ts): scores, opening, method 0.
  '5>6': submitResultEffect,
  '6>5': returnResultEffect,
  '6>7': confirmResultEffect,
  '5>9': suspend,
  '9>5': resume,
  '5>5': correct,
};

export const effectOf = (from: number, to: number): Effect => MOVE_EFFECTS[`${from}>${to}`] ?? none;
