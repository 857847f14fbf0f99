import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import SignAuditPage from './SignAuditPage';
import { EApply } from '@bidhall/contracts/routes/eapply';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { setToken } from '../../auth/cookies';
import { tabSocket } from '../../realtime/socket';
import { gatewayStandIn } from '../../../test/gateway-stand-in';
import { routeKey } from '../../api/call';

const signUp = (id: number, status: number) => ({
  id,
  projectId: 1,
  projectName: '办公桌椅采购',
  projectNum: 'P-0001',
  projectState: 5,
  supplierId: 10 + id,
  companyName: `供应商${id}`,
  linkman: null,
  linkPhone: null,
  content: '',
  status,
  comment: null,
  submitTime: '2029-12-02T02:00:00.000Z',
  auditTime: null,
});

/** The gateway's user room. */
const gateway = gatewayStandIn();

const route = routeAt(ROLES.agency, '/projectSignAudit');
const show = () => renderAt(<SignAuditPage />, { path: '/projectSignAudit?id=1', route, role: ROLES.agency });
const api = () =>
  fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture() }),
    [routeKey(Sproject.GetSprojectEApplyList)]: () => ({
      status: 200,
      result: { totalCount: 2, items: [signUp(1, 0), signUp(2, 1)] },
    }),
    [routeKey(EApply.Audit)]: () => ({ status: 200, result: signUp(1, 1) }),
  });

beforeEach(() => useSession.getState().reset());

describe('sign-up audit (/projectSignAudit)', () => {
  it('lists the sign-ups of the project and passes a pending one after a confirmation', async () => {
    sessionAs(ROLES.agency);
    const calls = api();
    show();
    // The first render of the file loads antd's table in jsdom, slow on a busy machine.
    expect(await screen.findByText('供应商1', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('GetSprojectEApplyList'))?.params).toMatchObject({
      projectId: 1,
      SkipCount: 0,
    });
    expect(screen.queryByTestId('sign-pass-2')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-pass-1'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Audit'))?.body).toEqual({ id: 1, status: 1 }));
  });

  it('returns a sign-up only with a reason', async () => {
    sessionAs(ROLES.agency);
    const calls = api();
    show();
    fireEvent.click(await screen.findByTestId('sign-return-1'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '资质文件缺失' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('Audit'))?.body).toEqual({ id: 1, status: 2, comment: '资质文件缺失' }),
    );
  });

  it('hides the audit without the edit action', async () => {
    sessionAs(ROLES.agency, [{ permissionId: 'signUp', actionList: ['query', 'get'] }]);
    api();
    show();
    expect(await screen.findByText('供应商1')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-pass-1')).toBeNull();
  });

  it("lists a supplier's new sign-up the moment it signs up, with no reload", async () => {
    sessionAs(ROLES.agency);
    let items = [signUp(1, 0)];
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture() }),
      [routeKey(Sproject.GetSprojectEApplyList)]: () => ({ status: 200, result: { totalCount: items.length, items } }),
    });
    setToken('agency-token');
    tabSocket('agency-token', gateway.url());
    show();
    expect(await screen.findByText('供应商1')).toBeInTheDocument();
    await gateway.connected();
    items = [signUp(1, 0), signUp(3, 0)];
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.agency, counts: { waitApplyNum: 1 } });
    expect(await screen.findByText('供应商3')).toBeInTheDocument();
  });
});
