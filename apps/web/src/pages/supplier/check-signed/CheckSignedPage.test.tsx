import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { SUPPLIER_MAP } from '../../../routes/supplier';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import CheckSignedPage from './CheckSignedPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { tabSocket } from '../../../realtime/socket';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';

/** The gateway's user room. */
const gateway = gatewayStandIn();

const route = SUPPLIER_MAP.routes.find((r) => r.path === '/bid/checksigned')!;
const signUp = (id: number, status: number, comment: string | null) => ({
  id,
  projectId: 10 + id,
  projectName: `项目${id}`,
  projectNum: `P-${id}`,
  projectState: 5,
  supplierId: 3,
  companyName: '甲公司',
  linkman: '王五',
  linkPhone: '13800138000',
  content: '',
  status,
  comment,
  submitTime: '2029-12-01T02:00:00.000Z',
  auditTime: null,
});
const LIST = routeKey(Sproject.GetSprojectEApplyList);

beforeEach(() => useSession.getState().reset());

describe('joined projects (/bid/checksigned)', () => {
  it('shows each sign-up with its status and offers a returned one for resubmission', async () => {
    sessionAs(ROLES.supplier);
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 2, items: [signUp(1, 0, null), signUp(2, 2, '资质不全')] } }),
    });
    renderAt(<CheckSignedPage />, { path: '/bid/checksigned', route });
    expect(await screen.findByText('资质不全')).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByTestId('resubmit-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('resubmit-2'));
    expect(screen.getByTestId('where')).toHaveTextContent('/bid/project-sign?id=12');
    expect(calls[0]?.params).toMatchObject({ SkipCount: 0, MaxResultCount: 10 });
  });

  it("shows where each project's quote window stands on the server clock, as its state tag does everywhere", async () => {
    sessionAs(ROLES.supplier);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const window = (from: number, to: number) => ({
      applyToTime: at(from - 1),
      uppriceFromTime: at(from),
      uppriceToTime: at(to),
      paused: false,
    });
    fakeApi({
      [LIST]: () => ({
        status: 200,
        result: {
          totalCount: 3,
          items: [
            { ...signUp(1, 1, null), ...window(-10, 50) },
            { ...signUp(2, 1, null), ...window(-60, -5) },
            { ...signUp(3, 1, null), ...window(-10, 50), paused: true },
          ],
        },
      }),
    });
    renderAt(<CheckSignedPage />, { path: '/bid/checksigned', route });
    const stateOf = async (name: string) =>
      within((await screen.findByText(name)).closest('tr')!).getByTestId('project-state');
    expect(await stateOf('项目1')).toHaveTextContent('竞价中');
    expect(await stateOf('项目2')).toHaveTextContent('竞价已结束');
    expect(await stateOf('项目3')).toHaveTextContent('竞价暂停');
  });

  it('shows a sign-up passed the moment the agency passes it, with no reload', async () => {
    sessionAs(ROLES.supplier);
    let status = 0;
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [signUp(1, status, null)] } }) });
    setToken('supplier-token');
    tabSocket('supplier-token', gateway.url());
    renderAt(<CheckSignedPage />, { path: '/bid/checksigned', route });
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    await gateway.connected();
    status = 1;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.supplier, counts: {} });
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    expect(screen.queryByText('待审核')).toBeNull();
  });

  it('hides resubmission without the edit permission', async () => {
    sessionAs(ROLES.supplier, [{ permissionId: 'signUp', actionList: ['query', 'get'] }]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [signUp(2, 2, '资质不全')] } }) });
    renderAt(<CheckSignedPage />, { path: '/bid/checksigned', route });
    expect(await screen.findByText('资质不全')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('resubmit-2')).not.toBeInTheDocument());
  });
});
