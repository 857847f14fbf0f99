import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import GysManagePage from './GysManagePage';
import { User } from '@bidhall/contracts/routes/users';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/gysManage')!;
const user = (id: number, isActive: boolean) => ({
  id,
  tenantId: 1,
  userName: `supplier${id}`,
  name: `供应商${id}`,
  emailAddress: null,
  phoneNumber: '13800138000',
  roleNames: [ROLES.supplier],
  isActive,
  isReview: 1,
  reviewComment: null,
  companyId: 10 + id,
  companyName: `供应公司${id}`,
  creationTime: '2029-12-01T02:00:00.000Z',
});
const LIST = routeKey(User.GetPaged);

beforeEach(() => useSession.getState().reset());

describe('supplier management (/gysManage)', () => {
  it('lists suppliers by role with the keyword as a safe Filter', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [user(1, true)] } }) });
    renderAt(<GysManagePage />, { path: '/gysManage', route });
    expect(await screen.findByText('供应公司1')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ role: ROLES.supplier, SkipCount: 0, MaxResultCount: 10 });
    typeInto('关键字', "王's");
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.params).toMatchObject({
        Filter: "name contains '王''s' or userName contains '王''s' or companyName contains '王''s'",
      }),
    );
  });

  it('asks before disabling, and disables only after the confirmation', async () => {
    sessionAs(ROLES.admin);
    let active = true;
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [user(1, active)] } }),
      [routeKey(User.Disable)]: () => {
        active = false;
        return { status: 200, result: {} };
      },
    });
    renderAt(<GysManagePage />, { path: '/gysManage', route });
    fireEvent.click(await screen.findByTestId('disable-1'));
    expect(await screen.findByText('停用后该用户立即无法登录，已登录的会话也会失效，确定停用吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() =>
      expect(
        screen.queryByText('停用后该用户立即无法登录，已登录的会话也会失效，确定停用吗？'),
      ).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.url.endsWith('User/Disable'))).toBe(false);
    fireEvent.click(screen.getByTestId('disable-1'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('User/Disable'))?.body).toEqual({ id: 1 }));
    expect(await screen.findByTestId('enable-1')).toBeInTheDocument();
  });

  it('hides enable and disable without the permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'userManage', actionList: ['query', 'get'] }]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 2, items: [user(1, true), user(2, false)] } }) });
    renderAt(<GysManagePage />, { path: '/gysManage', route });
    expect(await screen.findByText('供应公司2')).toBeInTheDocument();
    expect(screen.queryByTestId('disable-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('enable-2')).not.toBeInTheDocument();
    expect(screen.getAllByText('查看')).toHaveLength(2);
  });
});
