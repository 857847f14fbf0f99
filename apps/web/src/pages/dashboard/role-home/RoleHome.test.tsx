import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import AgencyHomePage from './AgencyHomePage';
import PurchaserHomePage from './PurchaserHomePage';
import { ScreenCount, Statistics } from '@bidhall/contracts/routes/statistics';
import { routeKey } from '../../../api/call';

const savings = { awardedProjects: 0, budget: '0.00', awardedAmount: '0.00', savings: '0.00', savingsRate: null };
const stats = {
  total: 3,
  byState: [
    { state: 2, count: 1 },
    { state: 5, count: 2 },
  ],
  byKind: [{ projectType: 1, count: 3 }],
  byMethod: [{ winbidRule: 1, count: 3 }],
  byMonth: [{ month: '2026-11', count: 3, budget: '900.00', awardedAmount: '0.00' }],
  savings,
  bids: { projectsWithQuotes: 1, quotes: 2, bidders: 2, quotesPerProject: '2.00', biddersPerProject: '2.00' },
};
const STATS = routeKey(Statistics.GetProjectStatistics);

beforeEach(() => useSession.getState().reset());

describe('role homes', () => {
  it('shows the purchaser its counters and its projects as charts', async () => {
    sessionAs(ROLES.purchaser);
    fakeApi({
      [routeKey(ScreenCount.GetCgrNum)]: () => ({
        status: 200,
        result: { projects: 3, byState: [], liveWindows: 1, waitCheckNum: 1, waitResultNum: 0, savings },
      }),
      [STATS]: () => ({ status: 200, result: stats }),
    });
    renderAt(<PurchaserHomePage />, { path: '/cPortalIndex' });
    await waitFor(() => expect(screen.getByTestId('stat-waitCheckNum')).toHaveTextContent('待审核项目1'));
    expect(await screen.findByTestId('chart-by-state')).toBeInTheDocument();
  });

  it('shows the agency its pending sign-ups', async () => {
    sessionAs(ROLES.agency);
    fakeApi({
      [routeKey(ScreenCount.GetAgencyNum)]: () => ({
        status: 200,
        result: { projects: 3, byState: [], liveWindows: 1, researchProjects: 0, pendingSignUps: 4 },
      }),
      [STATS]: () => ({ status: 200, result: stats }),
    });
    renderAt(<AgencyHomePage />, { path: '/dPortalIndex' });
    await waitFor(() => expect(screen.getByTestId('stat-pendingSignUps')).toHaveTextContent('待审核报名4'));
  });

  it('offers a retry when the statistics fail to load', async () => {
    sessionAs(ROLES.agency);
    let fail = true;
    fakeApi({
      [routeKey(ScreenCount.GetAgencyNum)]: () => ({
        status: 200,
        result: { projects: 3, byState: [], liveWindows: 1, researchProjects: 0, pendingSignUps: 4 },
      }),
      [STATS]: () =>
        fail
          ? { status: 500, error: { code: 0, message: '服务器内部错误', details: null, validationErrors: null } }
          : { status: 200, result: stats },
    });
    renderAt(<AgencyHomePage />, { path: '/dPortalIndex' });
    expect(await screen.findByText('统计数据加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('chart-by-state')).toBeInTheDocument();
  });
});
