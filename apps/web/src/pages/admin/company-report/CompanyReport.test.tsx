import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import SupplierReportPage from './SupplierReportPage';

const route = ADMIN_MAP.routes.find((r) => r.path === '/PortalIndex/allSupplierList')!;
const row = { supplierId: 3, companyName: '甲供应公司', signUps: 4, quotedProjects: 3, quotes: 12, wins: 1, awardedAmount: '98765.40' };

beforeEach(() => useSession.getState().reset());

describe('supplier report (/PortalIndex/allSupplierList)', () => {
  it('pages the report on the server and shows amounts with separators', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({ 'GET /api/services/app/AbpTenantReport/GetSupplierReport': () => ({ status: 200, result: { totalCount: 15, items: [row] } }) });
    renderAt(<SupplierReportPage />, { path: '/PortalIndex/allSupplierList', route });
    expect(await screen.findByText('98,765.40')).toBeInTheDocument();
    expect(screen.getByTestId('report-chart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出 CSV/ })).toBeEnabled();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ SkipCount: 10, MaxResultCount: 10 }));
  });

  it('hides the export without the permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'statistics', actionList: ['query'] }]);
    fakeApi({ 'GET /api/services/app/AbpTenantReport/GetSupplierReport': () => ({ status: 200, result: { totalCount: 1, items: [row] } }) });
    renderAt(<SupplierReportPage />, { path: '/PortalIndex/allSupplierList', route });
    expect(await screen.findByText('甲供应公司')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出 CSV/ })).not.toBeInTheDocument();
  });
});
