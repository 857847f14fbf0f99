import { PlatformSettingInput } from '@bidhall/contracts/platform-setting';
import { validationText } from '../../../forms/validation-text';
import type { Language } from '@bidhall/domain/lang';
import { validateBiddingSettings, type BiddingSettings, type BiddingSettingsIssue } from '@bidhall/domain/quote-rules';

/** The bidding fields each domain issue concerns (as the api marks them). */
const ISSUE_FIELDS: Record<BiddingSettingsIssue, string[][]> = {
  'min-step': [['biddingDefaults', 'minStep']],
  'price-cap': [['biddingDefaults', 'priceCap']],
  'start-price': [['biddingDefaults', 'startPrice']],
  'start-above-cap': [['biddingDefaults', 'startPrice']],
  floor: [['biddingDefaults', 'floor']],
  'floor-above-cap': [['biddingDefaults', 'floor']],
  'floor-percent': [['biddingDefaults', 'floor']],
  'abnormal-low-percent': [['biddingDefaults', 'abnormalLowPercent']],
  'max-quotes': [['biddingDefaults', 'maxQuotes']],
  'soft-close': [['biddingDefaults', 'softClose', 'triggerSeconds']],
  'min-bidders': [['biddingDefaults', 'minBidders']],
  disclosure: [['biddingDefaults', 'disclosure']],
};

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * Checks the settings as PlatformSetting/Update does: the contract's field rules, then the
 * domain's cross-field bidding rules. Answers the input to send, or the errors per field.
 */
export function checkSettings(
  values: unknown,
  lang: Language,
  issueText: (issue: BiddingSettingsIssue) => string,
  invalid: string,
): { input: PlatformSettingInput } | { errors: FieldError[] } {
  // The contract's own keys are translated; zod's default messages become one plain text.
  const message = (m: string) => (m.startsWith('validation.') ? validationText(m, lang) : invalid);
  const parsed = PlatformSettingInput.safeParse(values);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((i) => ({
        name: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        errors: [message(i.message)],
      })),
    };
  }
  const issues = validateBiddingSettings(parsed.data.biddingDefaults as BiddingSettings);
  if (issues.length)
    return {
      errors: issues.flatMap((issue) => ISSUE_FIELDS[issue].map((name) => ({ name, errors: [issueText(issue)] }))),
    };
  return { input: parsed.data };
}
