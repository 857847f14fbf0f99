import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROLES, ROLE_LABELS } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { ApiError } from '../../../api/client';
import { getSelectedRole, setTenantId } from '../../../auth/cookies';
import { applyFieldErrors } from '../../../forms/field-errors';
import { requiredRule } from '../../../forms/required-rule';
import { useLang } from '../../../i18n/useLang';
import { Panel } from '../../../layouts/Panel';
import { authenticate, expertAuthenticate } from './api';
import { afterSignIn, rememberSignIn, resolveTenant } from './sign-in';

/** Experts sign in on their own page; everyone else picks the role to act as. */
const SELECTABLE: RoleName[] = [ROLES.purchaser, ROLES.agency, ROLES.supplier, ROLES.admin];
const FIELDS = ['tenancyName', 'userNameOrEmailAddress', 'password', 'selectRole'];

interface Values {
  tenancyName?: string;
  userNameOrEmailAddress: string;
  password: string;
  selectRole: RoleName;
  rememberClient: boolean;
}

export function SignInForm({ expert }: { expert: boolean }) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const tenant = await resolveTenant(values.tenancyName);
      if (!tenant.ok) {
        form.setFields([{ name: 'tenancyName', errors: [t(tenant.reasonKey)] }]);
        return;
      }
      // The api reads the tenant from this header at sign-in, so store it first.
      setTenantId(tenant.tenantId);
      const credentials = {
        userNameOrEmailAddress: values.userNameOrEmailAddress,
        password: values.password,
        rememberClient: values.rememberClient,
      };
      const role = expert ? ROLES.expert : values.selectRole;
      const result = expert
        ? await expertAuthenticate(credentials)
        : await authenticate({ ...credentials, selectRole: role });
      rememberSignIn(result, role);
      navigate(afterSignIn(params.get('redirect')), { replace: true });
    } catch (error) {
      const unplaced = error instanceof ApiError ? applyFieldErrors(form, error.validationErrors, FIELDS) : [];
      if (!(error instanceof ApiError) || error.validationErrors.length === 0 || unplaced.length > 0) {
        setFailure(error instanceof Error ? error.message : t('user.login.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t(expert ? 'user.expertLogin.title' : 'user.login.title')}>
      {failure && (
        <Alert
          type="error"
          title={t('user.login.failed')}
          description={failure}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        // The role chosen last time (its cookie outlives signing out), else the purchaser.
        initialValues={{
          selectRole: SELECTABLE.find((r) => r === getSelectedRole()) ?? ROLES.purchaser,
          rememberClient: true,
        }}
        disabled={busy}
      >
        <Form.Item name="tenancyName" label={t('user.login.tenant')} extra={t('user.login.tenantHint')}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="userNameOrEmailAddress" label={t('user.login.userName')} rules={[requiredRule(lang)]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('user.login.password')} rules={[requiredRule(lang)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {!expert && (
          <Form.Item name="selectRole" label={t('user.login.role')}>
            <Radio.Group options={SELECTABLE.map((role) => ({ value: role, label: label(ROLE_LABELS[role]) }))} />
          </Form.Item>
        )}
        <Form.Item name="rememberClient" valuePropName="checked">
          <Checkbox>{t('user.login.remember')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
          {t('user.login.submit')}
        </Button>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        {/* Experts are registered by the platform, not by themselves. */}
        {expert ? (
          <Link to="/user/login">{t('user.login.backToLogin')}</Link>
        ) : (
          <Link to="/user/expertLogin">{t('user.login.expert')}</Link>
        )}
        {!expert && <Link to="/user/register">{t('user.login.register')}</Link>}
      </div>
      <div style={{ textAlign: 'center', marginTop: 12 }}>
        <Link to="/results" data-testid="login-public-results">
          {t('user.login.publicResults')}
        </Link>
      </div>
    </Panel>
  );
}
