import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '../../../auth/session-store';
import { ROLES } from '@bidhall/domain/roles';
import { fakeApi } from '../../../../test/fake-api';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { routeAt } from '../../../../test/workflow';
import WorkplacePage from './WorkplacePage';
import { setToken } from '../../../auth/cookies';
import { useBadges } from '../../../badges/badge-store';
import { tabSocket } from '../../../realtime/socket';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';

/** The gateway's user room. */
const gateway = gatewayStandIn();

const LIST = 'GET /api/services/app/Sproject/GetSprojectDetailByExpertId';
const expertProjects =
  (...tasks: string[]) =>
  () => ({
    status: 200,
    result: {
      totalCount: tasks.length,
      items: tasks.map((expertTask, id) => ({ ...projectFixture({ id }), expertTask })),
    },
  });

const REGISTRATIONS = 'GET /api/services/app/UserAudit/GetPaged';
const AGREEMENTS = 'GET /api/services/app/Agreement/GetPaged';
const BIDS = 'GET /api/services/app/Sproject/GetMyBidList';
const SIGN_UPS = 'GET /api/services/app/Sproject/GetSprojectEApplyList';
const open = (role: (typeof ROLES)[keyof typeof ROLES]) =>
  renderAt(<WorkplacePage />, {
    path: '/dashboard/workplace',
    route: routeAt(role, '/dashboard/workplace'),
    role,
  });

beforeEach(() => useBadges.setState({ role: undefined, counts: {} }));

/** Connects the tab to the stand-in gateway, then returns the push that tells the user something of its changed. */
async function connected(role: (typeof ROLES)[keyof typeof ROLES]) {
  await gateway.connected();
  return () => gateway.sockets[0]!.emit('badge:counts', { v: 1, role, counts: {} });
}

describe('WorkplacePage', () => {
  it("lists an expert's projects to score as its work waiting, each linking to its hall", async () => {
    sessionAs(ROLES.expert);
    fakeApi({ [LIST]: expertProjects('to-score', 'submitted', 'to-score', 'awaiting-opening') });
    open(ROLES.expert);
    expect(await screen.findByTestId('todo-count-toScore')).toHaveTextContent('2');
    const rows = within(screen.getByTestId('todo-toScore')).getAllByTestId('todo-row');
    expect(rows).toHaveLength(2);
    fireEvent.click(within(rows[1]!).getByRole('link'));
    expect(screen.getByTestId('where')).toHaveTextContent('/BidOpenHall?id=2');
  });

  it('says there is nothing waiting when every project is scored', async () => {
    sessionAs(ROLES.expert);
    fakeApi({ [LIST]: expertProjects('submitted') });
    open(ROLES.expert);
    expect(await screen.findByTestId('todo-count-toScore')).toHaveTextContent('0');
    expect(within(screen.getByTestId('todo-toScore')).getByText('暂无')).toBeInTheDocument();
  });

  it("lists a supplier's live auctions, sign-ups to fix, contracts to countersign and results won", async () => {
    sessionAs(ROLES.supplier);
    const company = useSession.getState().info!.company!.id;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const live = projectFixture({
      id: 1,
      projectName: '正在竞价的项目',
      state: 5,
      uppriceFromTime: iso(now - 60_000),
      uppriceToTime: iso(now + 60_000),
    });
    const later = projectFixture({
      id: 2,
      projectName: '未开始的项目',
      state: 5,
      uppriceFromTime: iso(now + 60_000),
      uppriceToTime: iso(now + 120_000),
    });
    const won = projectFixture({ id: 3, projectName: '已中标的项目', state: 7, winnerSupplierId: company });
    const lost = projectFixture({ id: 4, projectName: '未中标的项目', state: 7, winnerSupplierId: company + 1 });
    const calls = fakeApi({
      [BIDS]: (c) => ({
        status: 200,
        result: { totalCount: 2, items: (c.params as { state?: number }).state === 7 ? [won, lost] : [live, later] },
      }),
      [SIGN_UPS]: () => ({
        status: 200,
        result: {
          totalCount: 2,
          items: [
            { id: 8, projectId: 5, projectName: '报名被退回的项目', projectState: 5 },
            { id: 9, projectId: 6, projectName: '已结束的项目', projectState: 7 },
          ],
        },
      }),
      [AGREEMENTS]: () => ({
        status: 200,
        result: {
          totalCount: 1,
          items: [{ id: 5, title: '办公桌椅采购合同', projectName: '办公桌椅采购', status: 1 }],
        },
      }),
    });
    open(ROLES.supplier);
    const texts = async (key: string) => {
      await screen.findByTestId(`todo-count-${key}`);
      return within(screen.getByTestId(`todo-${key}`))
        .queryAllByTestId('todo-row')
        .map((r) => r.textContent);
    };
    expect(await texts('liveAuctions')).toEqual(['正在竞价的项目']);
    expect(await texts('signUpsToFix')).toEqual(['报名被退回的项目']);
    expect(await texts('toCountersign')).toEqual(['办公桌椅采购合同 (办公桌椅采购)']);
    expect(await texts('resultsWon')).toEqual(['已中标的项目']);
    expect(screen.getByTestId('todo-count-toCountersign')).toHaveTextContent('1');
    expect(calls.find((c) => c.url.endsWith('Agreement/GetPaged'))?.params).toMatchObject({ status: 1 });
  });

  it("reads a supplier's work lists again on the push, a sign-up just returned showing with no reload", async () => {
    sessionAs(ROLES.supplier);
    const returned = [{ id: 8, projectId: 5, projectName: '报名被退回的项目', projectState: 5 }];
    let signUps: typeof returned = [];
    const none = () => ({ status: 200, result: { totalCount: 0, items: [] } });
    fakeApi({
      [BIDS]: none,
      [AGREEMENTS]: none,
      [SIGN_UPS]: () => ({ status: 200, result: { totalCount: signUps.length, items: signUps } }),
    });
    setToken('supplier-token');
    tabSocket('supplier-token', gateway.url());
    open(ROLES.supplier);
    expect(await screen.findByTestId('todo-count-signUpsToFix')).toHaveTextContent('0');
    const push = await connected(ROLES.supplier);
    signUps = returned;
    push();
    await waitFor(() => expect(screen.getByTestId('todo-count-signUpsToFix')).toHaveTextContent('1'));
    expect(within(screen.getByTestId('todo-signUpsToFix')).getByText('报名被退回的项目')).toBeInTheDocument();
  });

  it("reads an administrator's counts again on the push, which carries none for its role", async () => {
    sessionAs(ROLES.admin);
    let waiting: { id: number; name: string; companyName: string | null }[] = [];
    fakeApi({ [REGISTRATIONS]: () => ({ status: 200, result: { totalCount: waiting.length, items: waiting } }) });
    setToken('admin-token');
    tabSocket('admin-token', gateway.url());
    open(ROLES.admin);
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    const push = await connected(ROLES.admin);
    waiting = [
      { id: 1, name: '张三', companyName: '甲公司' },
      { id: 2, name: '李四', companyName: null },
    ];
    push();
    const countsCard = (await screen.findByText('待办事项')).closest('.ant-card')!;
    await waitFor(() => expect(countsCard.querySelector('.ant-statistic-content-value')).toHaveTextContent('2'));
  });
});
