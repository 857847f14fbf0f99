import { useState } from 'react';
import { Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RegisterInput } from '@bidhall/contracts/account';
import { ROLES, ROLE_LABELS, SELF_REGISTERING_ROLES } from '@bidhall/domain/roles';
import { ApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../forms/field-errors';
import { PasswordPair } from '../../../forms/PasswordPair';
import { zodRule } from '../../../forms/zod-rule';
import { useLang } from '../../../i18n/useLang';
import { register } from './api';
import { PROFILE_FIELDS, ProfileFields, withoutEmpty } from './profile-fields';

const FIELDS = ['role', 'userName', 'password', 'confirmPassword', ...PROFILE_FIELDS];

/** /user/register: purchasers, agencies and suppliers register with their company. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterInput>();
  const [busy, setBusy] = useState(false);
  const shape = RegisterInput.shape;

  const submit = async (values: RegisterInput) => {
    setBusy(true);
    try {
      const result = await register(withoutEmpty(values));
      const query = new URLSearchParams({ account: values.userName, canLogin: String(result.canLogin) });
      navigate(`/user/register-result?${query.toString()}`);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('user.register.title')}>
      <Form<RegisterInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ role: ROLES.supplier, company: {} }}
        disabled={busy}
      >
        <Form.Item name="role" label={t('user.register.role')} rules={[zodRule(shape.role, lang)]}>
          <Radio.Group
            options={SELF_REGISTERING_ROLES.map((role) => ({ value: role, label: label(ROLE_LABELS[role]) }))}
          />
        </Form.Item>
        <Form.Item name="userName" label={t('user.register.userName')} rules={[zodRule(shape.userName, lang)]}>
          <Input autoComplete="username" />
        </Form.Item>
        <PasswordPair
          name="password"
          label={t('user.register.password')}
          confirmLabel={t('user.register.confirmPassword')}
        />
        <ProfileFields />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          {t('user.register.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to="/user/login">{t('user.register.haveAccount')}</Link>
      </div>
    </Card>
  );
}
