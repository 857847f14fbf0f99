import { User } from '@bidhall/contracts/routes/users';
import type { ChangePasswordInput } from '@bidhall/contracts/users';
import { call } from '../../api/call';

export type { ChangePasswordInput };

/** ABP's own password change; a wrong current password comes back as a field or user-friendly error. */
export const changePassword = (input: ChangePasswordInput) =>
  call(User.ChangePassword, input, { handlesValidation: true });
