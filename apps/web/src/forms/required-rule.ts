import type { Rule } from 'antd/es/form';
import { translateValidationMessage } from '@bidhall/contracts/abp/validation-messages';
import type { Language } from '@bidhall/domain/lang';

/**
 * "Required", with the contracts' message, for forms whose only client-side rule it is
 * (sign-in): it keeps the schema library out of the login page's download.
 */
export function requiredRule(lang: Language): Rule {
  return { required: true, whitespace: true, message: translateValidationMessage('validation.required', lang) };
}
