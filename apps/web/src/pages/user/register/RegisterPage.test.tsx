import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { typeInto } from '../../../../test/type-into';
import RegisterPage from './RegisterPage';
import { Account } from '@bidhall/contracts/routes/account';
import { routeKey } from '../../../api/call';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) typeInto(label, value);
}

const valid = {
  用户名: 'newsupplier',
  密码: 'secret1',
  确认密码: 'secret1',
  联系人姓名: '张三',
  邮箱: 'a@b.cn',
  手机号: '13800138000',
  单位名称: '甲公司',
  统一社会信用代码: '91350100M000100Y43',
};

describe('register form', () => {
  it('checks e-mail, password length, matching passwords and phone beside the fields', async () => {
    renderAt(<RegisterPage />, { path: '/user/register' });
    fill({ 用户名: 'someone', 密码: '12345', 确认密码: '12346', 邮箱: 'not-mail', 手机号: '123' });
    await userEvent.click(screen.getByTestId('register-submit'));
    // Each field's message comes as its own check settles: judge once all of them have.
    await waitFor(() => {
      expect(screen.getAllByText('密码至少 6 位')).toHaveLength(2);
      expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
      expect(screen.getByText('请输入有效的邮箱地址')).toBeInTheDocument();
      expect(screen.getByText('请输入有效的手机号或座机号')).toBeInTheDocument();
      expect(screen.getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(3);
    });
  });

  it('registers and shows the result page', async () => {
    const calls = fakeApi({
      [routeKey(Account.Register)]: () => ({ status: 200, result: { userId: 9, isReview: 0, canLogin: false } }),
    });
    renderAt(<RegisterPage />, { path: '/user/register' });
    fill(valid);
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/user/register-result?account=newsupplier&canLogin=false'),
    );
    expect(calls[0]?.body).toMatchObject({
      role: '供应商',
      userName: 'newsupplier',
      company: { companyName: '甲公司', creditCode: '91350100M000100Y43' },
    });
    expect((calls[0]?.body as { company: object }).company).not.toHaveProperty('address');
  });

  it("puts the api's validation errors beside the fields they name", async () => {
    fakeApi({
      [routeKey(Account.Register)]: () => ({
        status: 400,
        error: {
          code: 0,
          message: '输入有误',
          details: null,
          validationErrors: [{ message: '用户名已被使用', members: ['UserName'] }],
        },
      }),
    });
    renderAt(<RegisterPage />, { path: '/user/register' });
    fill(valid);
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('用户名已被使用')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/user/register');
  });
});
