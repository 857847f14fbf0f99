import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useSession } from '../../../auth/session-store';
import { ROLES } from '@bidhall/domain/roles';
import { fakeApi } from '../../../../test/fake-api';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { routeAt } from '../../../../test/workflow';
import WorkplacePage from './WorkplacePage';

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

const AGREEMENTS = 'GET /api/services/app/Agreement/GetPaged';
const BIDS = 'GET /api/services/app/Sproject/GetMyBidList';
const SIGN_UPS = 'GET /api/services/app/Sproject/GetSprojectEApplyList';
const open = (role: (typeof ROLES)[keyof typeof ROLES]) =>
  renderAt(<WorkplacePage />, {
    path: '/dashboard/workplace',
    route: routeAt(role, '/dashboard/workplace'),
    role,
  });

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
});
