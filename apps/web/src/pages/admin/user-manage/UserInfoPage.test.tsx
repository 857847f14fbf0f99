import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import UserInfoPage from './UserInfoPage';
import { User } from '@bidhall/contracts/routes/users';
import { UserAudit } from '@bidhall/contracts/routes/user-audit';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/PortalIndex/supplierInfo')!;
const detail = (isActive: boolean) => ({
  id: 7,
  tenantId: 1,
  userName: 'supplier1',
  name: '王供应',
  emailAddress: null,
  phoneNumber: '13800138000',
  roleNames: [ROLES.supplier],
  isActive,
  isReview: 1,
  reviewComment: null,
  companyId: 3,
  companyName: '甲供应公司',
  creationTime: '2029-12-01T02:00:00.000Z',
  company: {
    id: 3,
    companyName: '甲供应公司',
    creditCode: '91350100M000100Y43',
    contactName: '王五',
    address: '福州市',
  },
});

beforeEach(() => useSession.getState().reset());

describe('user detail (/PortalIndex/supplierInfo)', () => {
  it('shows the user and its company, and enables a disabled one after a confirmation', async () => {
    sessionAs(ROLES.admin);
    let active = false;
    const calls = fakeApi({
      [routeKey(User.Get)]: () => ({ status: 200, result: detail(active) }),
      [routeKey(User.Enable)]: () => {
        active = true;
        return { status: 200, result: {} };
      },
    });
    renderAt(<UserInfoPage />, { path: '/PortalIndex/supplierInfo?id=7', route });
    expect(await screen.findByText('91350100M000100Y43')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ id: 7 });
    fireEvent.click(screen.getByTestId('enable-7'));
    fireEvent.click((await screen.findByRole('dialog')).querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('User/Enable'))).toBe(true));
    expect(await screen.findByTestId('disable-7')).toBeInTheDocument();
  });

  it('takes a role after a confirmation, and offers no way to take the last one', async () => {
    sessionAs(ROLES.admin);
    let roleNames: string[] = [ROLES.purchaser, ROLES.agency];
    const calls = fakeApi({
      [routeKey(User.Get)]: () => ({ status: 200, result: { ...detail(true), roleNames } }),
      [routeKey(User.RevokeRole)]: () => {
        roleNames = [ROLES.purchaser];
        return { status: 200, result: { ...detail(true), roleNames } };
      },
    });
    renderAt(<UserInfoPage />, { path: '/PortalIndex/supplierInfo?id=7', route });
    fireEvent.click(await screen.findByTestId(`revoke-${ROLES.agency}`));
    fireEvent.click((await screen.findByRole('dialog')).querySelector('.ant-btn-primary')!);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('User/RevokeRole'))?.body).toEqual({ id: 7, roleName: ROLES.agency }),
    );
    await waitFor(() => expect(screen.queryByTestId(`revoke-${ROLES.agency}`)).toBeNull());
    expect(screen.getByTestId('user-roles')).toHaveTextContent('采购人');
    expect(screen.queryByTestId(`revoke-${ROLES.purchaser}`)).toBeNull();
  });

  it('withdraws an approval with a reason', async () => {
    sessionAs(ROLES.admin);
    let isReview = 1;
    const calls = fakeApi({
      [routeKey(User.Get)]: () => ({ status: 200, result: { ...detail(true), isReview } }),
      [routeKey(UserAudit.Withdraw)]: () => {
        isReview = 2;
        return { status: 200, result: {} };
      },
    });
    renderAt(<UserInfoPage />, { path: '/PortalIndex/supplierInfo?id=7', route });
    fireEvent.click(await screen.findByTestId('withdraw-7'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '资质过期' } });
    fireEvent.click(dialog.querySelector('.ant-btn-primary')!);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('UserAudit/Withdraw'))?.body).toEqual({ id: 7, reason: '资质过期' }),
    );
    await waitFor(() => expect(screen.queryByTestId('withdraw-7')).toBeNull());
  });

  it('says when the user number is missing', async () => {
    sessionAs(ROLES.admin);
    fakeApi({});
    renderAt(<UserInfoPage />, { path: '/PortalIndex/supplierInfo', route });
    expect(await screen.findByText('缺少用户编号')).toBeInTheDocument();
  });
});
