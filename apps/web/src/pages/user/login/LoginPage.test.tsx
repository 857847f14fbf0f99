import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { ROLES } from '@bidhall/domain/roles';
import { changeLanguage } from '../../../i18n';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { typeInto } from '../../../../test/type-into';
import { SignInForm } from './SignInForm';
import LoginPage from './LoginPage';
import { Account } from '@bidhall/contracts/routes/account';
import { TokenAuth } from '@bidhall/contracts/routes/token-auth';
import { routeKey } from '../../../api/call';

const ok = { accessToken: 'tok-1', encryptedAccessToken: 'e', expireInSeconds: 604800, userId: 7 };

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});
afterEach(() => changeLanguage('zh-CN'));

describe('login form', () => {
  it('shows required-field messages beside the fields, in the user language', async () => {
    await changeLanguage('en-US');
    renderAt(<LoginPage />, { path: '/user/login' });
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    await changeLanguage('zh-CN');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getAllByText('此项为必填项')).toHaveLength(2));
  });

  it('signs in with the chosen role, stores token and role, and follows the redirect', async () => {
    const calls = fakeApi({ [routeKey(TokenAuth.Authenticate)]: () => ({ status: 200, result: ok }) });
    renderAt(<LoginPage />, { path: '/user/login?redirect=%2Fusercenter%2Findex' });
    typeInto('用户名或邮箱', 'multi');
    typeInto('密码', '123qwe');
    await userEvent.click(screen.getByLabelText('代理机构'));
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/usercenter/index'));
    expect(calls[0]?.body).toEqual({
      userNameOrEmailAddress: 'multi',
      password: '123qwe',
      rememberClient: true,
      selectRole: ROLES.agency,
    });
    expect(Cookies.get('Access-Token')).toBe('tok-1');
    expect(Cookies.get('SELECT_ROLE')).toBe(ROLES.agency);
  });

  it('offers the role chosen last time, and no registration on the expert login', () => {
    Cookies.set('SELECT_ROLE', ROLES.supplier);
    const { unmount } = renderAt(<LoginPage />, { path: '/user/login' });
    expect(screen.getByLabelText('供应商')).toBeChecked();
    expect(screen.getByRole('link', { name: '注册账号' })).toBeInTheDocument();
    unmount();
    // A role the form does not offer (the expert's, chosen on its own page) falls back to the purchaser.
    Cookies.set('SELECT_ROLE', ROLES.expert);
    renderAt(<SignInForm expert />, { path: '/user/expertLogin' });
    expect(screen.queryByRole('link', { name: '注册账号' })).toBeNull();
    Cookies.remove('SELECT_ROLE');
  });

  it('shows the server refusal inside the form', async () => {
    fakeApi({
      [routeKey(TokenAuth.Authenticate)]: () => ({
        status: 500,
        error: { code: 0, message: '用户名或密码错误', details: null, validationErrors: null },
      }),
    });
    renderAt(<LoginPage />, { path: '/user/login' });
    typeInto('用户名或邮箱', 'purchaser');
    typeInto('密码', 'wrong!');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('用户名或密码错误');
    expect(Cookies.get('Access-Token')).toBeUndefined();
    expect(screen.getByTestId('where')).toHaveTextContent('/user/login');
  });

  it('checks a named tenant first and sends its id', async () => {
    const calls = fakeApi({
      [routeKey(Account.IsTenantAvailable)]: ({ body }) =>
        (body as { tenancyName: string }).tenancyName === 'Default'
          ? { status: 200, result: { state: 1, tenantId: 1 } }
          : { status: 200, result: { state: 3, tenantId: null } },
      [routeKey(TokenAuth.Authenticate)]: () => ({ status: 200, result: ok }),
    });
    renderAt(<LoginPage />, { path: '/user/login' });
    typeInto('租户', 'Nope');
    typeInto('用户名或邮箱', 'purchaser');
    typeInto('密码', '123qwe');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('租户不存在')).toBeInTheDocument();
    typeInto('租户', 'Default');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/workplace'));
    expect(calls.at(-1)?.headers['Abp.TenantId']).toBe('1');
  });
});
