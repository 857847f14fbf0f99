import type { PbSettingDto } from '@bidhall/contracts/pb-setting';

/**
 * The settings with the floor the api resolved from the project's budget (a share of it, an
 * amount, or the higher of both) as the only floor: the hall knows no budget, and the domain's
 * rules (decideQuote, nextAcceptableQuote) then judge by the same floor as the server.
 */
export const floorInForce = (settings: PbSettingDto): PbSettingDto => ({
  ...settings,
  floor: settings.effectiveFloor,
  floorPercent: null,
});
