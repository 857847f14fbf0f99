import type { Rule } from 'antd/es/form';
import { validationText } from './validation-text';
import type { Language } from '@bidhall/domain/lang';

/**
 * "Required", with the contracts' message, for forms whose only client-side rule it is
 * (sign-in): it keeps the schema library out of the login page's download.
 */
export function requiredRule(lang: Language): Rule {
  return { required: true, whitespace: true, message: validationText('validation.required', lang) };
}
