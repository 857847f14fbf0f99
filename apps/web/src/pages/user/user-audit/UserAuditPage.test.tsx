import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentLoginInformations } from '@bidhall/contracts/session';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { typeInto } from '../../../../test/type-into';
import UserAuditPage from './UserAuditPage';
import { Account } from '@bidhall/contracts/routes/account';
import { Session } from '@bidhall/contracts/routes/session';
import { routeKey } from '../../../api/call';

const info = (isReview: number, reviewComment: string | null): CurrentLoginInformations => ({
  roleNames: [ROLES.supplier],
  selectedRole: ROLES.supplier,
  name: '王供应',
  user: {
    id: 5,
    name: '王供应',
    userName: 'newsupplier',
    emailAddress: 'a@b.cn',
    phoneNumber: '13800138000',
    companyId: 3,
    isReview,
    reviewComment,
  },
  company: { id: 3, companyName: '甲公司' },
  permissions: [],
  tenant: null,
});

beforeEach(() => useSession.getState().reset());

describe('registration audit page', () => {
  it('tells a pending user to wait', async () => {
    useSession.setState({ status: 'ready', info: info(0, null) });
    renderAt(<UserAuditPage />, { path: '/user/userAudit' });
    expect(await screen.findByText('您的注册信息正在审核中，请耐心等待')).toBeInTheDocument();
  });

  it('shows a rejected user the reason and resubmits the corrected registration', async () => {
    useSession.setState({ status: 'ready', info: info(2, '营业执照不清晰') });
    const calls = fakeApi({
      [routeKey(Account.ResubmitRegistration)]: () => ({ status: 200, result: null }),
      [routeKey(Session.GetCurrentLoginInformations)]: () => ({ status: 200, result: info(0, null) }),
    });
    renderAt(<UserAuditPage />, { path: '/user/userAudit' });
    expect(await screen.findByText('驳回原因：营业执照不清晰')).toBeInTheDocument();
    expect(screen.getByLabelText('单位名称')).toHaveValue('甲公司');
    typeInto('统一社会信用代码', '91350100M000100Y43');
    fireEvent.click(screen.getByTestId('resubmit'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('ResubmitRegistration'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('ResubmitRegistration'))?.body).toEqual({
      name: '王供应',
      emailAddress: 'a@b.cn',
      phoneNumber: '13800138000',
      company: { companyName: '甲公司', creditCode: '91350100M000100Y43' },
    });
    expect(await screen.findByText('您的注册信息正在审核中，请耐心等待')).toBeInTheDocument();
  });
});
