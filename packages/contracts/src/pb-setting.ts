import { z } from 'zod';
import { EntityId } from './abp/envelope.ts';
import { DISCLOSURE_MODE_CODES } from '@bidhall/domain/winbid-rules';
import { AmountIn, AmountOut } from './lifecycle-fields.ts';

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
  /** False while no settings were saved: the values are the docs/rules.md defaults. */
  saved: z.boolean(),
});
export type PbSettingDto = z.infer<typeof PbSettingDto>;
