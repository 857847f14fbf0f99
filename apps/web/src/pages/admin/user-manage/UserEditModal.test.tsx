import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import type { AxiosAdapter } from 'axios';
import { http } from '../../../api/client';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import CgrManagePage from './CgrManagePage';
import GysManagePage from './GysManagePage';
import { User } from '@bidhall/contracts/routes/users';
import { routeKey } from '../../../api/call';

const company = {
  id: 11,
  companyName: '甲单位',
  creditCode: '91350100M000100Y43',
  contactName: null,
  address: '福州市',
};
const stored = (role: RoleName, name: string) => ({
  id: 1,
  tenantId: 1,
  userName: 'user1',
  name,
  emailAddress: 'user1@example.com',
  phoneNumber: '13800138000',
  roleNames: [role],
  isActive: true,
  isReview: 1,
  reviewComment: null,
  companyId: 11,
  companyName: company.companyName,
  creationTime: '2029-12-01T02:00:00.000Z',
  company,
});
const UPDATE = routeKey(User.Update);

/** The list, the detail and the update of one user, the update answered by `answer`. */
function serve(
  role: RoleName,
  answer: (body: { name: string }) => { status: number; result?: unknown; error?: unknown },
) {
  let name = '旧名';
  return fakeApi({
    [routeKey(User.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [stored(role, name)] } }),
    [routeKey(User.Get)]: () => ({ status: 200, result: stored(role, name) }),
    [UPDATE]: (call) => {
      const reply = answer(call.body as { name: string });
      if (reply.status === 200) name = (call.body as { name: string }).name;
      return reply;
    },
  });
}

/** Holds the detail call until the returned release is called, so the loading state can be seen. */
function holdDetail(): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    if (config.url?.endsWith('User/Get')) await gate;
    return answer(config);
  };
  return release;
}

const field = (label: string) => within(screen.getByTestId('user-edit-form')).getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

beforeEach(() => useSession.getState().reset());

describe('editing a user (/gysManage, /cgrManage)', () => {
  it('loads the supplier, shows a wrong field beside it, then saves and refreshes the list', async () => {
    sessionAs(ROLES.admin);
    const calls = serve(ROLES.supplier, (body) => ({ status: 200, result: { ...stored(ROLES.supplier, body.name) } }));
    const release = holdDetail();
    renderAt(<GysManagePage />, { path: '/gysManage', route: ADMIN_MAP.routes.find((r) => r.path === '/gysManage')! });
    fireEvent.click(await screen.findByTestId('edit-1'));
    expect(await screen.findByTestId('user-edit-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('user-edit-form')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(field('手机号')).toHaveValue('13800138000'));
    expect(calls.find((c) => c.url.endsWith('User/Get'))?.params).toEqual({ id: 1 });
    expect(field('统一社会信用代码')).toHaveValue('91350100M000100Y43');

    fireEvent.change(field('手机号'), { target: { value: '12345' } });
    fireEvent.change(field('姓名'), { target: { value: '' } });
    fireEvent.click(saveButton());
    // Each field's message comes as its own check settles: wait for both.
    expect(await screen.findByText('请输入有效的手机号或座机号')).toBeInTheDocument();
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('User/Update'))).toBe(false);

    fireEvent.change(field('手机号'), { target: { value: '021-58881234' } });
    fireEvent.change(field('姓名'), { target: { value: '新名' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('User/Update'))?.body).toEqual({
        id: 1,
        userName: 'user1',
        name: '新名',
        emailAddress: 'user1@example.com',
        phoneNumber: '021-58881234',
        company: { companyName: '甲单位', creditCode: '91350100M000100Y43', address: '福州市' },
      }),
    );
    expect(await screen.findByText('用户信息已保存')).toBeInTheDocument();
    expect(await screen.findByText('新名')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('user-edit-form')).not.toBeInTheDocument());
  });

  it("puts the server's refusal of a taken e-mail beside the field and keeps the dialog open", async () => {
    sessionAs(ROLES.admin);
    const taken = {
      code: 0,
      message: '请求无效，请检查输入',
      details: null,
      validationErrors: [{ message: '邮箱“a@b.cn”已被其他账号使用', members: ['emailAddress'] }],
    };
    serve(ROLES.purchaser, () => ({ status: 400, error: taken }));
    renderAt(<CgrManagePage />, { path: '/cgrManage', route: ADMIN_MAP.routes.find((r) => r.path === '/cgrManage')! });
    fireEvent.click(await screen.findByTestId('edit-1'));
    await waitFor(() => expect(field('邮箱')).toHaveValue('user1@example.com'));
    fireEvent.change(field('邮箱'), { target: { value: 'a@b.cn' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('邮箱“a@b.cn”已被其他账号使用')).toBeInTheDocument();
    expect(screen.getByTestId('user-edit-form')).toBeInTheDocument();
    expect(screen.queryByText('用户信息已保存')).not.toBeInTheDocument();
  });

  it('hides the edit action without the edit permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'userManage', actionList: ['query', 'get', 'enable', 'disable'] }]);
    serve(ROLES.purchaser, () => ({ status: 200 }));
    renderAt(<CgrManagePage />, { path: '/cgrManage', route: ADMIN_MAP.routes.find((r) => r.path === '/cgrManage')! });
    expect(await screen.findByTestId('disable-1')).toBeInTheDocument();
    expect(screen.queryByTestId('edit-1')).not.toBeInTheDocument();
  });
});
