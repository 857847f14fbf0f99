import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { UserAudit } from '@bidhall/contracts/routes/user-audit';
import { useSession } from '../../../auth/session-store';
import { routeKey } from '../../../api/call';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import RegistrationAuditPage from './RegistrationAuditPage';

const route = ADMIN_MAP.routes.find((r) => r.path === '/UserAudit')!;
const user = (id: number, isReview: number) => ({
  id,
  tenantId: 1,
  userName: `firm${id}`,
  name: `用户${id}`,
  emailAddress: null,
  phoneNumber: '13800138000',
  roleNames: [ROLES.supplier],
  isActive: true,
  isReview,
  reviewComment: null,
  companyId: 30 + id,
  companyName: `供应公司${id}`,
  creationTime: '2029-12-01T02:00:00.000Z',
});
const approved = user(21, 1);
const pending = user(22, 0);
const WITHDRAW = routeKey(UserAudit.Withdraw);
const withdrawn = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.url.endsWith('UserAudit/Withdraw'));

beforeEach(() => useSession.getState().reset());

describe("withdrawing a firm's approval (/UserAudit)", () => {
  it('offers it on approved registrations only, and sends it after the confirmation with a reason', async () => {
    sessionAs(ROLES.agency);
    const calls = fakeApi({
      [routeKey(UserAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 2, items: [approved, pending] } }),
      [WITHDRAW]: () => ({ status: 200, result: {} }),
    });
    renderAt(<RegistrationAuditPage />, { path: '/UserAudit', route });
    fireEvent.click(await screen.findByTestId('withdraw-21'));
    expect(screen.queryByTestId('withdraw-22')).toBeNull();
    expect(screen.queryByTestId('approve-21')).toBeNull();

    // The confirmation says what follows; nothing is sent before the reason.
    expect(await screen.findByText(/其所有登录会话立即失效/)).toBeInTheDocument();
    fireEvent.click((await screen.findByRole('dialog')).querySelector('.ant-btn-primary')!);
    const dialog = (await screen.findByText('撤销审核：用户21')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByRole('button', { name: /撤销审核/ }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    expect(withdrawn(calls)).toHaveLength(0);
    typeInto('撤销原因', '资质证书已被吊销');
    fireEvent.click(within(dialog).getByRole('button', { name: /撤销审核/ }));
    await waitFor(() => expect(withdrawn(calls).map((c) => c.body)).toEqual([{ id: 21, reason: '资质证书已被吊销' }]));
    expect(await screen.findByText('已撤销审核，该单位的用户已被登出')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and is not offered without the permission', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [routeKey(UserAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [approved] } }),
      [WITHDRAW]: () => ({ status: 200, result: {} }),
    });
    const { unmount } = renderAt(<RegistrationAuditPage />, { path: '/UserAudit', route });
    fireEvent.click(await screen.findByTestId('withdraw-21'));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByLabelText('撤销原因')).toBeNull();
    expect(withdrawn(calls)).toHaveLength(0);
    unmount();

    sessionAs(ROLES.admin, [{ permissionId: 'userAudit', actionList: ['query', 'get'] }]);
    fakeApi({ [routeKey(UserAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [approved] } }) });
    renderAt(<RegistrationAuditPage />, { path: '/UserAudit', route });
    expect(await screen.findByText('供应公司21')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-21')).toBeNull();
  });
});
