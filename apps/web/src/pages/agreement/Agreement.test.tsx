import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import AgreementManagePage from './AgreementManagePage';
import MyAgreementPage from './MyAgreementPage';

const LIST = 'GET /api/services/app/Agreement/GetPaged';
const draft: AgreementDto = {
  id: 5, projectId: 7, projectName: '办公桌椅采购', projectNum: 'P-0001', supplierId: 3, supplierName: '乙供应商', purchaserCompanyId: 2, purchaserName: '市第一中学',
  agencyCompanyId: 4, title: '办公桌椅采购合同', contractNum: null, amount: '98000.00', content: '', status: 0, statusName: '草稿',
  purchaserSignedAt: null, supplierSignedAt: null, archivedAt: null, creationTime: '2030-01-03T02:00:00.000Z', attachments: [],
};

beforeEach(() => useSession.getState().reset());

describe('contracts (/myAgreement)', () => {
  it('the purchaser signs a draft only after a confirmation', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [draft] } }), 'POST /api/services/app/Agreement/Sign': () => ({ status: 200, result: { ...draft, status: 1 } }) });
    renderAt(<MyAgreementPage />, { path: '/myAgreement', route: routeAt(ROLES.purchaser, '/myAgreement'), role: ROLES.purchaser });
    fireEvent.click(await screen.findByTestId('sign-5'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Sign'))).toBe(false);
    fireEvent.click(screen.getByTestId('sign-5'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Sign'))?.body).toEqual({ id: 5 }));
    expect(screen.queryByTestId('archive-5')).toBeNull();
  });

  it('hides the moves without the edit right', async () => {
    sessionAs(ROLES.purchaser, [{ permissionId: 'agreement', actionList: ['query', 'get'] }]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [draft] } }) });
    renderAt(<MyAgreementPage />, { path: '/myAgreement', route: routeAt(ROLES.purchaser, '/myAgreement'), role: ROLES.purchaser });
    expect(await screen.findByText('办公桌椅采购合同')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-5')).toBeNull();
  });
});

describe('contract management (/projectAgreementManage)', () => {
  it('checks the new contract as the contract schema says before creating it', async () => {
    sessionAs(ROLES.agency);
    const calls = fakeApi({
      'GET /api/services/app/Sproject/GetSprojectDetail': () => ({ status: 200, result: projectFixture({ id: 7, state: 7, winAmount: '98000.00' }) }),
      [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
      'POST /api/services/app/Agreement/Create': () => ({ status: 200, result: draft }),
    });
    renderAt(<AgreementManagePage />, { path: '/projectAgreementManage?id=7', route: routeAt(ROLES.agency, '/projectAgreementManage'), role: ROLES.agency });
    expect(await screen.findByText('暂无合同')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('agreement-create'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('agreement-amount'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    expect(await within(dialog).findByText('金额须为非负数，最多两位小数，小于 1e15')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('Create'))).toBe(false);
    fireEvent.change(within(dialog).getByTestId('agreement-title'), { target: { value: '办公桌椅采购合同' } });
    fireEvent.change(within(dialog).getByTestId('agreement-amount'), { target: { value: '98000.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Create'))?.body).toMatchObject({ projectId: 7, title: '办公桌椅采购合同', amount: '98000.00' }));
  });

  it('offers no contract before the project is closed', async () => {
    sessionAs(ROLES.agency);
    fakeApi({
      'GET /api/services/app/Sproject/GetSprojectDetail': () => ({ status: 200, result: projectFixture({ id: 7, state: 6 }) }),
      [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
    });
    renderAt(<AgreementManagePage />, { path: '/projectAgreementManage?id=7', route: routeAt(ROLES.agency, '/projectAgreementManage'), role: ROLES.agency });
    expect(await screen.findByText('项目结束（已定标）后方可为中标供应商创建合同')).toBeInTheDocument();
    expect(screen.queryByTestId('agreement-create')).toBeNull();
  });
});
