import { LANGUAGES, type Labels, type Language } from '@bidhall/domain/lang';
import type { ValidationMessageKey } from '@bidhall/contracts/abp/validation-messages';
import { badRequest, userFriendly } from '../../http/errors.ts';

/** A domain message built per language, as a business refusal (500, nothing changed). */
export function refusedWith(message: (lang: Language) => string) {
  const labels = Object.fromEntries(LANGUAGES.map((lang) => [lang, message(lang)])) as Labels;
  return userFriendly({ labels });
}

/** A 400 on one field with a message of the contracts' validation vocabulary. */
export function invalidField(key: ValidationMessageKey, member: string) {
  return badRequest({ key: 'error.validation' }, [{ message: key, members: [member] }]);
}
