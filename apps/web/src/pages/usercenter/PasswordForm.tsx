import { useState } from 'react';
import { Button, Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { logout } from '../../auth/logout-remote';
import { applyFieldErrors } from '../../forms/field-errors';
import { PasswordPair } from '../../forms/PasswordPair';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { changePassword } from './api';
import type { ChangePasswordInput } from './api';

const Current = z.string().min(1, 'validation.required');
const FIELDS = ['currentPassword', 'newPassword'];

/** Password change; the user signs in again with the new password afterwards. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<ChangePasswordInput & { confirmPassword: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ currentPassword, newPassword }: ChangePasswordInput) => {
    setBusy(true);
    try {
      await changePassword({ currentPassword, newPassword });
      void message.success(t('account.usercenter.changed'));
      await logout();
      window.location.reload();
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit} disabled={busy}>
      <Form.Item
        name="currentPassword"
        label={t('account.usercenter.currentPassword')}
        rules={[zodRule(Current, lang)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordPair
        name="newPassword"
        label={t('account.usercenter.newPassword')}
        confirmLabel={t('account.usercenter.confirmPassword')}
      />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
