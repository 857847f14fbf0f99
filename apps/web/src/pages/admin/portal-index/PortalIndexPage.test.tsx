import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import PortalIndexPage from './PortalIndexPage';
import { AbpTenantReport, ScreenCount, Statistics } from '@bidhall/contracts/routes/statistics';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/PortalIndex/index')!;
const savings = {
  awardedProjects: 2,
  budget: '1500.00',
  awardedAmount: '1350.50',
  savings: '149.50',
  savingsRate: '10.0',
};
const stats = (total: number) => ({
  total,
  byState: [
    { state: 5, count: 3 },
    { state: 7, count: 2 },
  ],
  byKind: [{ projectType: 1, count: 5 }],
  byMethod: [{ winbidRule: 1, count: 5 }],
  byMonth: [{ month: '2026-11', count: 5, budget: '1500.00', awardedAmount: '1350.50' }],
  savings,
  bids: { projectsWithQuotes: 2, quotes: 9, bidders: 4, quotesPerProject: '4.50', biddersPerProject: '2.00' },
});
const api = (total: number) =>
  fakeApi({
    [routeKey(ScreenCount.GetGlyNum)]: () => ({
      status: 200,
      result: {
        users: 12,
        pendingReviews: 1,
        purchasers: 2,
        agencies: 1,
        suppliers: 5,
        experts: 2,
        projects: 10,
        liveWindows: 1,
        quotesToday: 4,
      },
    }),
    [routeKey(Statistics.GetProjectStatistics)]: () => ({ status: 200, result: stats(total) }),
    [routeKey(AbpTenantReport.GetAbpTenantReport)]: () => ({
      status: 200,
      result: {
        items: [
          {
            tenantId: 1,
            tenancyName: 'Default',
            name: '演示租户',
            isActive: true,
            users: 12,
            companies: 6,
            projects: 10,
            liveProjects: 2,
            closedProjects: 3,
            awardedAmount: '191600.00',
          },
        ],
      },
    }),
    [routeKey(AbpTenantReport.GetAbpTenantReportExtend)]: () => ({
      status: 200,
      result: {
        usersByRole: [{ role: ROLES.supplier, count: 5 }],
        users: 12,
        activeAccounts: 11,
        pendingReviews: 1,
        activeUsers30d: 6,
        projectsByMonth: [],
      },
    }),
  });

beforeEach(() => useSession.getState().reset());

describe('platform data (/PortalIndex/index)', () => {
  it('shows the counters, the savings and the charts of the statistics api', { timeout: 90_000 }, async () => {
    sessionAs(ROLES.admin);
    const calls = api(5);
    renderAt(<PortalIndexPage />, { path: '/PortalIndex/index', route });
    // Four charts and two tables render here; a loaded machine needs longer than the default wait.
    const slow = { timeout: 20_000 };
    await waitFor(() => expect(screen.getByTestId('stat-savings')).toHaveTextContent('149.50'), slow);
    expect(screen.getByTestId('stat-savingsRate')).toHaveTextContent('10.0%');
    expect(screen.getByTestId('chart-by-state')).toBeInTheDocument();
    expect(screen.getByTestId('chart-by-month')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-suppliers')).toHaveTextContent('5'), slow);
    expect(screen.getByTestId('export-months')).toBeInTheDocument();
    expect(await screen.findByText('191,600.00', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('演示租户')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('GetProjectStatistics'))?.params).toEqual({});
  });

  it('says so when the period holds no project, and hides the export without the permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'statistics', actionList: ['query', 'get'] }]);
    api(0);
    renderAt(<PortalIndexPage />, { path: '/PortalIndex/index', route });
    expect(await screen.findByText('所选区间内没有项目')).toBeInTheDocument();
    expect(screen.queryByTestId('export-months')).not.toBeInTheDocument();
  });
});
