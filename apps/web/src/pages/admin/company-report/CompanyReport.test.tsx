import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import SupplierReportPage from './SupplierReportPage';
import { AbpTenantReport } from '@bidhall/contracts/routes/statistics';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/PortalIndex/allSupplierList')!;
const row = {
  supplierId: 3,
  companyName: '甲供应公司',
  signUps: 4,
  quotedProjects: 3,
  quotes: 12,
  wins: 1,
  awardedAmount: '98765.40',
};

beforeEach(() => useSession.getState().reset());

describe('supplier report (/PortalIndex/allSupplierList)', () => {
  it('pages the report on the server and shows amounts with separators', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [routeKey(AbpTenantReport.GetSupplierReport)]: () => ({ status: 200, result: { totalCount: 15, items: [row] } }),
    });
    renderAt(<SupplierReportPage />, { path: '/PortalIndex/allSupplierList', route });
    expect(await screen.findByText('98,765.40')).toBeInTheDocument();
    expect(screen.getByTestId('report-chart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出 CSV/ })).toBeEnabled();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ SkipCount: 10, MaxResultCount: 10 }));
  });

  it('asks for the chosen date range, whole days, and goes back to the first page', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [routeKey(AbpTenantReport.GetSupplierReport)]: () => ({ status: 200, result: { totalCount: 15, items: [row] } }),
    });
    renderAt(<SupplierReportPage />, { path: '/PortalIndex/allSupplierList', route });
    expect(await screen.findByText('甲供应公司')).toBeInTheDocument();
    const [from, to] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    fireEvent.mouseDown(from!);
    fireEvent.change(from!, { target: { value: '2026-11-01' } });
    fireEvent.keyDown(from!, { key: 'Enter', code: 'Enter' });
    fireEvent.change(to!, { target: { value: '2026-11-30' } });
    fireEvent.keyDown(to!, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(calls.at(-1)?.params).toMatchObject({
        SkipCount: 0,
        fromTime: expect.any(String),
        toTime: expect.any(String),
      }),
    );
    const { fromTime, toTime } = calls.at(-1)!.params as { fromTime: string; toTime: string };
    // The end day is included: the range ends at the start of the next day.
    expect(new Date(toTime).getTime() - new Date(fromTime).getTime()).toBe(30 * 86_400_000);
  });

  it('hides the export without the permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'statistics', actionList: ['query'] }]);
    fakeApi({
      [routeKey(AbpTenantReport.GetSupplierReport)]: () => ({ status: 200, result: { totalCount: 1, items: [row] } }),
    });
    renderAt(<SupplierReportPage />, { path: '/PortalIndex/allSupplierList', route });
    expect(await screen.findByText('甲供应公司')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出 CSV/ })).not.toBeInTheDocument();
  });
});
