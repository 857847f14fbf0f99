import type { FormInstance } from 'antd';
import type { ValidationErrorInfo } from '@bidhall/contracts/abp/envelope';

/** ABP names members "Company.CompanyName" or "company.companyName"; antd wants a path. */
function memberPath(member: string): string[] {
  return member.split('.').map((part) => part.charAt(0).toLowerCase() + part.slice(1));
}

/**
 * Puts the server's validation errors (already in the user's language) beside the fields
 * they name; answers the errors that name no field of the form, for a form-level notice.
 */
export function applyFieldErrors(
  form: FormInstance,
  errors: readonly ValidationErrorInfo[],
  fields: readonly string[],
): ValidationErrorInfo[] {
  const unplaced: ValidationErrorInfo[] = [];
  const byField = new Map<string, { name: string[]; errors: string[] }>();
  for (const error of errors) {
    const paths = error.members.map(memberPath).filter((p) => fields.includes(p.join('.')));
    if (paths.length === 0) unplaced.push(error);
    for (const name of paths) {
      const key = name.join('.');
      const entry = byField.get(key) ?? { name, errors: [] };
      entry.errors.push(error.message);
      byField.set(key, entry);
    }
  }
  form.setFields([...byField.values()]);
  return unplaced;
}
