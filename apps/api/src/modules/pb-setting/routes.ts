import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { type PbSettingInput } from '@bidhall/contracts/pb-setting';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { validateBiddingSettings, type BiddingSettings, type BiddingSettingsIssue } from '@bidhall/domain/quote-rules';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { lockProject } from '../../events/append.ts';
import type { RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { badRequest, userFriendly } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { loadActor } from '../projects/actor.ts';
import { projectDetail } from '../projects/project-dto.ts';
import { loadSettings, storeSettings, toPbSettingDto } from './settings.ts';

/** Settings are the agency's drafting work: frozen once the purchaser reviews the project. */
const EDITABLE_STATES: readonly number[] = [0, 1, 3];

const ISSUE_FIELDS: Record<BiddingSettingsIssue, { key: MessageKey; members: string[] }> = {
  'min-step': { key: 'pbSetting.minStep', members: ['minStep'] },
  'price-cap': { key: 'pbSetting.priceCap', members: ['priceCap'] },
  'start-price': { key: 'pbSetting.startPrice', members: ['startPrice'] },
  'start-above-cap': { key: 'pbSetting.startAboveCap', members: ['startPrice', 'priceCap'] },
  floor: { key: 'pbSetting.floor', members: ['floor'] },
  'floor-above-cap': { key: 'pbSetting.floorAboveCap', members: ['floor', 'priceCap'] },
  'floor-percent': { key: 'pbSetting.floorPercent', members: ['floorPercent'] },
  'abnormal-low-percent': { key: 'pbSetting.abnormalLowPercent', members: ['abnormalLowPercent'] },
  'max-quotes': { key: 'pbSetting.maxQuotes', members: ['maxQuotes'] },
  'soft-close': { key: 'pbSetting.softClose', members: ['softClose'] },
  'min-bidders': { key: 'pbSetting.minBidders', members: ['minBidders'] },
  disclosure: { key: 'pbSetting.disclosure', members: ['disclosure'] },
};

async function update(ctx: RequestContext, input: PbSettingInput) {
  const actor = await loadActor(ctx);
  const { budget } = await projectDetail(ctx.db, actor, input.projectId);
  const { projectId, ...settings } = input;
  // Every rule at once, so the form shows every problem in one answer.
  const issues = validateBiddingSettings(settings as BiddingSettings, budget);
  if (issues.length)
    throw badRequest(
      { key: 'error.validation' },
      issues.map((issue) => ({ message: { key: ISSUE_FIELDS[issue].key }, members: ISSUE_FIELDS[issue].members })),
    );
  const project = await lockProject(ctx.db, ctx.tenantId, projectId);
  if (!EDITABLE_STATES.includes(project.state))
    throw userFriendly({ key: 'pbSetting.frozen', params: { state: projectStateLabel(project.state, ctx.lang) } });
  await storeSettings(ctx.db, ctx.tenantId, projectId, settings as BiddingSettings, ctx.deps.now());
  return toPbSettingDto(projectId, settings as BiddingSettings, true, budget);
}

/** Bidding settings (projectPbSetting): read by every party of the project, set by its agency. */
export const pbSettingService = service(PbSetting, [
  endpoint(PbSetting.Get, {
    summary: "A project's bidding settings (the docs/rules.md defaults until saved)",
    access: { roles: ROLE_NAMES },
    handle: async (ctx, input) => {
      const { budget } = await projectDetail(ctx.db, await loadActor(ctx), input.projectId);
      const { settings, saved } = await loadSettings(ctx.db, ctx.tenantId, input.projectId);
      return toPbSettingDto(input.projectId, settings, saved, budget);
    },
  }),
  endpoint(PbSetting.Update, {
    summary: 'Replace the bidding settings; all of them are validated together; only while drafting',
    access: { roles: [ROLES.agency] },
    handle: update,
  }),
]);
