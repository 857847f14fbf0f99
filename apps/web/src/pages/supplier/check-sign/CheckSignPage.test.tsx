import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { SUPPLIER_MAP } from '../../../routes/supplier';
import { fakeApi } from '../../../../test/fake-api';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import CheckSignPage from './CheckSignPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { tabSocket } from '../../../realtime/socket';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';

/** The gateway's user room. */
const gateway = gatewayStandIn();

const route = SUPPLIER_MAP.routes.find((r) => r.path === '/bid/checksign')!;
const LIST = routeKey(Sproject.GetSprojectUnEApplyList);
const items = [
  projectFixture(),
  projectFixture({
    id: 2,
    projectNum: 'P-0002',
    projectName: '市场调研：打印纸',
    mode: 1,
    projectType: 3,
    budget: null,
  }),
];

beforeEach(() => useSession.getState().reset());

describe('not-joined projects (/bid/checksign)', () => {
  it('lists the projects open for sign-up with server paging and the keyword filter', async () => {
    sessionAs(ROLES.supplier);
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 25, items } }) });
    renderAt(<CheckSignPage />, { path: '/bid/checksign', route });
    expect(await screen.findByText('办公桌椅采购')).toBeInTheDocument();
    expect(screen.getByText('120,000.00')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ SkipCount: 0, MaxResultCount: 10 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ SkipCount: 10, MaxResultCount: 10 }));
    typeInto('关键字', '桌椅');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ SkipCount: 0, keyword: '桌椅' }));
  });

  it('shows the empty state', async () => {
    sessionAs(ROLES.supplier);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }) });
    renderAt(<CheckSignPage />, { path: '/bid/checksign', route });
    expect(await screen.findByText('暂无可报名的项目')).toBeInTheDocument();
  });

  it('opens the sign-up page of a project', async () => {
    sessionAs(ROLES.supplier);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 2, items } }) });
    renderAt(<CheckSignPage />, { path: '/bid/checksign', route });
    fireEvent.click(await screen.findByTestId('sign-1'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/bid/project-sign?id=1&projectName=${encodeURIComponent('办公桌椅采购')}`,
    );
  });

  it('sends a research project to the survey, and hides sign-up without the permission', async () => {
    sessionAs(ROLES.supplier, [
      { permissionId: 'signUp', actionList: ['query', 'get'] },
      { permissionId: 'research', actionList: ['add', 'query', 'get'] },
    ]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 2, items } }) });
    renderAt(<CheckSignPage />, { path: '/bid/checksign', route });
    fireEvent.click(await screen.findByTestId('sign-2'));
    expect(screen.queryByTestId('sign-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/bid/research-sign?id=2');
  });

  it('takes in a project opened for sign-up the moment the push tells the firm, with no reload', async () => {
    sessionAs(ROLES.supplier);
    let shown = items.slice(0, 1);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: shown.length, items: shown } }) });
    setToken('supplier-token');
    tabSocket('supplier-token', gateway.url());
    renderAt(<CheckSignPage />, { path: '/bid/checksign', route });
    expect(await screen.findByText('办公桌椅采购')).toBeInTheDocument();
    await gateway.connected();
    shown = items;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.supplier, counts: {} });
    expect(await screen.findByText('市场调研：打印纸')).toBeInTheDocument();
  });
});
