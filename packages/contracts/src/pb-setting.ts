import { z } from 'zod';
import { EntityId } from './abp/envelope.ts';
import { DISCLOSURE_MODE_CODES } from '@bidhall/domain/winbid-rules';
import { AmountIn, AmountOut } from './lifecycle-fields.ts';
import { FLOOR_PERCENT_RANGE } from '@bidhall/domain/price-floor';

/** Bidding settings of a project (projectPbSetting), docs/rules.md "The quote window". */
const fields = {
  minStep: AmountIn,
  minStepKind: z.enum(['amount', 'percent']),
  mustBeatBest: z.boolean(),
  priceCap: AmountIn.nullable(),
  startPrice: AmountIn.nullable(),
  maxQuotes: z.number().int().nullable(),
  softClose: z.strictObject({
    enabled: z.boolean(),
    triggerSeconds: z.number().int(),
    extendSeconds: z.number().int(),
    trigger: z.enum(['any', 'best']),
    maxExtensions: z.number().int(),
    maxTotalExtensionSeconds: z.number().int(),
  }),
  minBidders: z.number().int(),
  disclosure: z.number().pipe(z.literal(DISCLOSURE_MODE_CODES)),
  /** No quote below it; left out or null: none. */
  floor: AmountIn.nullable().optional(),
  /** No quote below this percent of the project's budget (with an amount too, the higher holds); left out or null: none. */
  floorPercent: z.number().int().min(FLOOR_PERCENT_RANGE.min).max(FLOOR_PERCENT_RANGE.max).nullable().optional(),
  /** What the step is measured from; left out: the best when mustBeatBest is on, else the own last quote. */
  stepAgainst: z.enum(['own', 'best']).optional(),
  /** The monitor flags quotes this many percent below the average; 0 off; left out: the default (20). */
  abnormalLowPercent: z.number().int().min(0).max(99).optional(),
};

/** PUT PbSetting/Update: the whole set at once, validated together. */
export const PbSettingInput = z.strictObject({ projectId: EntityId, ...fields });
export type PbSettingInput = z.infer<typeof PbSettingInput>;

export const PbSettingDto = z.object({
  projectId: z.number().int(),
  minStep: AmountOut,
  minStepKind: z.enum(['amount', 'percent']),
  mustBeatBest: z.boolean(),
  priceCap: AmountOut.nullable(),
  startPrice: AmountOut.nullable(),
  maxQuotes: z.number().int().nullable(),
  softClose: fields.softClose,
  minBidders: z.number().int(),
  disclosure: z.number().int(),
  floor: AmountOut.nullable(),
  floorPercent: z.number().int().nullable(),
  /** The floor in force for this project: the higher of the amount and the share of its budget; null: none. */
  effectiveFloor: AmountOut.nullable(),
  stepAgainst: z.enum(['own', 'best']),
  abnormalLowPercent: z.number().int(),
  /** False while no settings were saved: the values are the docs/rules.md defaults. */
  saved: z.boolean(),
});
export type PbSettingDto = z.infer<typeof PbSettingDto>;
