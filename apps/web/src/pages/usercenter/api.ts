import { apiPost } from '../../api/client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** ABP's own password change; a wrong current password comes back as a field or user-friendly error. */
export const changePassword = (input: ChangePasswordInput) =>
  apiPost<boolean>('/api/services/app/User/ChangePassword', input, { handlesValidation: true });
