import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import RegistrationAuditPage from './RegistrationAuditPage';
import { UserAudit } from '@bidhall/contracts/routes/user-audit';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/UserAudit')!;
const applicant = {
  id: 21,
  tenantId: 1,
  userName: 'newsupplier',
  name: '李四',
  emailAddress: null,
  phoneNumber: '13800138000',
  roleNames: [ROLES.supplier],
  isActive: true,
  isReview: 0,
  reviewComment: null,
  companyId: 30,
  companyName: '新供应公司',
  creationTime: '2029-12-01T02:00:00.000Z',
};
const LIST = routeKey(UserAudit.GetPaged);

beforeEach(() => useSession.getState().reset());

describe('registration audit (/UserAudit)', () => {
  it('asks for a reason beside the field before rejecting', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [applicant] } }),
      [routeKey(UserAudit.Reject)]: () => ({ status: 200, result: {} }),
    });
    renderAt(<RegistrationAuditPage />, { path: '/UserAudit', route });
    fireEvent.click(await screen.findByTestId('reject-21'));
    expect(calls[0]?.params).toMatchObject({ isReview: 0 });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    typeInto('驳回原因', '营业执照不清晰');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('UserAudit/Reject'))?.body).toEqual({ id: 21, reason: '营业执照不清晰' }),
    );
  });

  it('approves after the confirmation', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [applicant] } }),
      [routeKey(UserAudit.Approve)]: () => ({ status: 200, result: {} }),
    });
    renderAt(<RegistrationAuditPage />, { path: '/UserAudit', route });
    fireEvent.click(await screen.findByTestId('approve-21'));
    expect(await screen.findByText('确定通过该用户的注册申请吗？')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('Approve'))).toBe(false);
    fireEvent.click((await screen.findByRole('dialog')).querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('UserAudit/Approve'))?.body).toEqual({ id: 21 }));
  });

  it('hides the decisions without the permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'userAudit', actionList: ['query', 'get'] }]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [applicant] } }) });
    renderAt(<RegistrationAuditPage />, { path: '/UserAudit', route });
    expect(await screen.findByText('新供应公司')).toBeInTheDocument();
    expect(screen.queryByTestId('approve-21')).not.toBeInTheDocument();
  });
});
