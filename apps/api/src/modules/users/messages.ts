import type { Labels } from '@bidhall/domain/lang';

/**
 * Texts of this module's own refusals. They carry the value they name, so they are built
 * per call (a `{ labels }` message) rather than kept as keys of the shared catalogue.
 */
export const emailTaken = (email: string): Labels => ({
  'zh-CN': `邮箱“${email}”已被其他账号使用`,
  'zh-TW': `電子郵件「${email}」已被其他帳號使用`,
  'en-US': `The e-mail address "${email}" is already used by another account`,
  'pt-BR': `O e-mail "${email}" já é usado por outra conta`,
});
