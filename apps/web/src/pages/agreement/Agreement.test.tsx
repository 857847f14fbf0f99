import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import type { FileDto } from '@bidhall/contracts/file';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import { pasteRich } from '../../components/rich-text/type-rich';
import AgreementManagePage from './AgreementManagePage';
import MyAgreementPage from './MyAgreementPage';
import { Agreement } from '@bidhall/contracts/routes/agreement';
import { FILE_TRANSFER_PATHS } from '@bidhall/contracts/routes/file';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const LIST = routeKey(Agreement.GetPaged);
const draft: AgreementDto = {
  id: 5,
  projectId: 7,
  projectName: '办公桌椅采购',
  projectNum: 'P-0001',
  supplierId: 3,
  supplierName: '乙供应商',
  purchaserCompanyId: 2,
  purchaserName: '市第一中学',
  agencyCompanyId: 4,
  title: '办公桌椅采购合同',
  contractNum: null,
  amount: '98000.00',
  content: '',
  status: 0,
  statusName: '草稿',
  purchaserSignedAt: null,
  supplierSignedAt: null,
  archivedAt: null,
  creationTime: '2030-01-03T02:00:00.000Z',
  attachments: [],
};

const pdf = (id: number, fileName: string): FileDto => ({
  id,
  projectId: 7,
  fileName,
  size: 2048,
  mimeType: 'application/pdf',
  stage: 'agreement',
  area: 'private',
  uploaderUserId: 9,
  uploaderName: '张三',
  companyName: '某代理公司',
  creationTime: '2030-01-03T03:00:00.000Z',
  downloadUrl: `${FILE_TRANSFER_PATHS.download}?id=${id}`,
});
const withFile = { ...draft, content: '<h2>第一条</h2><p>交付期限</p>', attachments: [pdf(21, '技术附件.pdf')] };

function myAgreements(role: RoleName, items: AgreementDto[], more: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: items.length, items } }), ...more });
  renderAt(<MyAgreementPage />, { path: '/myAgreement', route: routeAt(role, '/myAgreement'), role });
  return calls;
}

beforeEach(() => useSession.getState().reset());

// By its label, not by role: a role query computes every element's accessible name, and on a
// loaded 2-core machine that took the whole query timeout over this page's table.
const expandButton = () => screen.findByLabelText(/展开行|expand row/i, { selector: 'button' });

describe('contracts (/myAgreement)', () => {
  it('the purchaser signs a draft only after a confirmation', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [draft] } }),
      [routeKey(Agreement.Sign)]: () => ({ status: 200, result: { ...draft, status: 1 } }),
    });
    renderAt(<MyAgreementPage />, {
      path: '/myAgreement',
      route: routeAt(ROLES.purchaser, '/myAgreement'),
      role: ROLES.purchaser,
    });
    fireEvent.click(await screen.findByTestId('sign-5'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Sign'))).toBe(false);
    fireEvent.click(screen.getByTestId('sign-5'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Sign'))?.body).toEqual({ id: 5 }));
    expect(screen.queryByTestId('archive-5')).toBeNull();
  });

  it('shows the amount grouped, and names the project in the list of all contracts but not on a project page', async () => {
    sessionAs(ROLES.purchaser);
    myAgreements(ROLES.purchaser, [draft]);
    const row = (await screen.findByTestId('sign-5')).closest('tr')!;
    expect(row).toHaveTextContent('98,000.00');
    expect(within(row).getByText('办公桌椅采购')).toBeInTheDocument();
    cleanup();
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 7 }) }),
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [draft] } }),
    });
    renderAt(<AgreementManagePage />, {
      path: '/projectAgreementManage?id=7',
      route: routeAt(ROLES.purchaser, '/projectAgreementManage'),
      role: ROLES.purchaser,
    });
    const table = await screen.findByTestId('agreement-table');
    await waitFor(() => expect(table).toHaveTextContent('98,000.00'));
    expect(within(table).queryByText('办公桌椅采购')).toBeNull();
  });

  it('hides the moves without the edit right', async () => {
    sessionAs(ROLES.purchaser, [{ permissionId: 'agreement', actionList: ['query', 'get'] }]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [draft] } }) });
    renderAt(<MyAgreementPage />, {
      path: '/myAgreement',
      route: routeAt(ROLES.purchaser, '/myAgreement'),
      role: ROLES.purchaser,
    });
    expect(await screen.findByText('办公桌椅采购合同')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-5')).toBeNull();
  });
});

describe('the supplier countersigns (/myAgreement)', () => {
  const signed = {
    ...withFile,
    status: 1 as const,
    statusName: '采购人已签署',
    purchaserSignedAt: '2030-01-04T02:00:00.000Z',
  };

  it('countersigns a contract the purchaser signed only after a confirmation, naming the purchaser', async () => {
    sessionAs(ROLES.supplier);
    const calls = myAgreements(ROLES.supplier, [signed], {
      [routeKey(Agreement.Sign)]: () => ({ status: 200, result: { ...signed, status: 2 } }),
    });
    const button = await screen.findByTestId('countersign-5');
    expect(button).toHaveTextContent(/会\s*签/);
    expect(button.closest('tr')).toHaveTextContent('市第一中学');
    expect(screen.queryByTestId('edit-5')).toBeNull();
    expect(screen.queryByTestId('archive-5')).toBeNull();
    fireEvent.click(button);
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Sign'))).toBe(false);
    fireEvent.click(screen.getByTestId('countersign-5'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Sign'))?.body).toEqual({ id: 5 }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('GetPaged')).length).toBe(2));
  });

  it('opens filtered by the status the workplace links with', async () => {
    sessionAs(ROLES.supplier);
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [signed] } }) });
    renderAt(<MyAgreementPage />, {
      path: '/myAgreement?status=1',
      route: routeAt(ROLES.supplier, '/myAgreement'),
      role: ROLES.supplier,
    });
    expect(await screen.findByTestId('countersign-5')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('GetPaged'))?.params).toMatchObject({ status: 1 });
  });

  it('offers no countersignature on a draft the purchaser has not signed', async () => {
    sessionAs(ROLES.supplier);
    myAgreements(ROLES.supplier, [withFile]);
    expect(await screen.findByTestId('download-5')).toBeInTheDocument();
    expect(screen.queryByTestId('countersign-5')).toBeNull();
    expect(screen.queryByTestId('sign-5')).toBeNull();
  });

  it('downloads the contract with its parties, signatures and text', async () => {
    sessionAs(ROLES.supplier);
    const { agreementHtml } = await import('./agreement-file');
    const html = agreementHtml({ ...signed, title: '合同<1>' }, (k) => k, 'zh-CN');
    expect(html).toContain('<title>合同&lt;1&gt;</title>');
    expect(html).toContain('市第一中学');
    expect(html).toContain('乙供应商');
    expect(html).toContain('<h2>第一条</h2>');
    expect(html).toContain('agreement.notSigned');
  });

  it('shows the purchaser when and that the supplier countersigned', async () => {
    sessionAs(ROLES.purchaser);
    myAgreements(ROLES.purchaser, [
      { ...signed, status: 2, statusName: '供应商已签署', supplierSignedAt: '2030-01-05T02:00:00.000Z' },
    ]);
    fireEvent.click(await expandButton());
    expect(await screen.findByTestId('supplier-signed-5')).not.toHaveTextContent('未签署');
    expect(screen.getByTestId('purchaser-signed-5')).not.toHaveTextContent('未签署');
    expect(screen.getByText('供应商已签署')).toBeInTheDocument();
  });
});

describe('contract management (/projectAgreementManage)', () => {
  it('checks the new contract as the contract schema says before creating it', async () => {
    sessionAs(ROLES.agency);
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({
        status: 200,
        result: projectFixture({ id: 7, state: 7, winAmount: '98000.00' }),
      }),
      [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
      [routeKey(Agreement.Create)]: () => ({ status: 200, result: draft }),
    });
    renderAt(<AgreementManagePage />, {
      path: '/projectAgreementManage?id=7',
      route: routeAt(ROLES.agency, '/projectAgreementManage'),
      role: ROLES.agency,
    });
    expect(await screen.findByText('暂无合同')).toBeInTheDocument();
    // The page holds two contract forms (to create, and to edit a row), both rendered before opening.
    // (antd's own generated ids are one fixed 'test-id' under a test run: rc-component's useId.)
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id).filter((id) => id !== 'test-id');
    expect(ids.filter((id) => id.endsWith('_contractNum'))).toHaveLength(2);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    fireEvent.click(screen.getByTestId('agreement-create'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('agreement-amount'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    expect(await within(dialog).findByText('金额须为非负数，最多两位小数，且小于一千万亿元')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('Create'))).toBe(false);
    fireEvent.change(within(dialog).getByTestId('agreement-title'), { target: { value: '办公桌椅采购合同' } });
    fireEvent.change(within(dialog).getByTestId('agreement-amount'), { target: { value: '98000.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('Create'))?.body).toMatchObject({
        projectId: 7,
        title: '办公桌椅采购合同',
        amount: '98000.00',
      }),
    );
  });

  it('offers no contract before the project is closed', async () => {
    sessionAs(ROLES.agency);
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 6 }) }),
      [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
    });
    renderAt(<AgreementManagePage />, {
      path: '/projectAgreementManage?id=7',
      route: routeAt(ROLES.agency, '/projectAgreementManage'),
      role: ROLES.agency,
    });
    expect(await screen.findByText('项目结束（已定标）后方可为中标供应商创建合同')).toBeInTheDocument();
    expect(screen.queryByTestId('agreement-create')).toBeNull();
  });
});

describe('editing a draft contract, with its attachments', () => {
  it('the purchaser edits the text in the editor, uploads and removes attachments, and saves the whole list', async () => {
    sessionAs(ROLES.purchaser);
    const calls = myAgreements(ROLES.purchaser, [withFile], {
      [`POST ${FILE_TRANSFER_PATHS.upload}`]: () => ({ status: 200, result: pdf(22, '报价清单.pdf') }),
      [routeKey(Agreement.Update)]: () => ({ status: 200, result: withFile }),
    });
    fireEvent.click(await screen.findByTestId('edit-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('agreement-title')).toHaveValue('办公桌椅采购合同');
    const box = within(dialog).getByRole('textbox', { name: '合同内容' });
    await waitFor(() => expect(box.querySelector('h2')?.textContent).toBe('第一条'));
    expect(within(dialog).getByText('技术附件.pdf')).toBeInTheDocument();

    fireEvent.keyDown(box, { key: 'a', code: 'KeyA', ctrlKey: true });
    pasteRich(box, '', '<p>甲方：<strong>市第一中学</strong></p><ol><li>交付</li></ol>');
    const input = within(dialog).getByTestId('file-upload').querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], '报价清单.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText('报价清单.pdf')).toBeInTheDocument();
    const upload = calls.find((c) => c.url.endsWith('File/Upload'))!.body as FormData;
    expect(upload.get('stage')).toBe('agreement');
    expect(upload.get('projectId')).toBe('7');
    fireEvent.click(within(dialog).getByTestId('attachment-remove-21'));
    expect(within(dialog).queryByText('技术附件.pdf')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('Agreement/Update'))?.body).toEqual({
        id: 5,
        title: '办公桌椅采购合同',
        contractNum: null,
        amount: '98000.00',
        content: '<p>甲方：<strong>市第一中学</strong></p><ol><li><p>交付</p></li></ol>',
        attachmentIds: [22],
      }),
    );
  });

  it('puts an attachment the api refuses beside the attachments', async () => {
    sessionAs(ROLES.purchaser);
    myAgreements(ROLES.purchaser, [withFile], {
      [routeKey(Agreement.Update)]: () => ({
        status: 400,
        error: {
          code: 0,
          message: '请求无效',
          details: null,
          validationErrors: [
            { message: '附件必须是您上传的、未被其他公告或合同使用的文件', members: ['attachmentIds'] },
          ],
        },
      }),
    });
    fireEvent.click(await screen.findByTestId('edit-5'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('附件必须是您上传的、未被其他公告或合同使用的文件')).toBeInTheDocument();
  });

  it('offers no edit once the purchaser has signed, nor without the edit right', async () => {
    sessionAs(ROLES.agency);
    myAgreements(ROLES.agency, [
      withFile,
      { ...withFile, id: 6, title: '已签署的合同', status: 1, statusName: '采购人已签署' },
    ]);
    expect(await screen.findByText('已签署的合同')).toBeInTheDocument();
    expect(screen.getByTestId('edit-5')).toBeInTheDocument();
    expect(screen.queryByTestId('edit-6')).toBeNull();
    cleanup();

    sessionAs(ROLES.purchaser, [{ permissionId: 'agreement', actionList: ['query', 'get'] }]);
    myAgreements(ROLES.purchaser, [withFile]);
    expect(await screen.findByText('办公桌椅采购合同')).toBeInTheDocument();
    expect(screen.queryByTestId('edit-5')).toBeNull();
  });

  it('shows the text and the attachments of a signed contract, each downloadable and none removable', async () => {
    sessionAs(ROLES.purchaser);
    const calls = myAgreements(ROLES.purchaser, [{ ...withFile, status: 2, statusName: '供应商已签署' }], {
      [`GET ${FILE_TRANSFER_PATHS.download}`]: () => ({ status: 200, result: null }),
    });
    fireEvent.click(await expandButton());
    const detail = await screen.findByTestId('agreement-detail-5');
    expect(within(detail).getByRole('heading', { level: 2, name: '第一条' })).toBeInTheDocument();
    expect(within(detail).getByText('技术附件.pdf')).toBeInTheDocument();
    expect(within(detail).queryByTestId('attachment-remove-21')).toBeNull();
    expect(within(detail).queryByTestId('file-upload')).toBeNull();
    fireEvent.click(within(detail).getByTestId('attachment-download-21'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url === `${FILE_TRANSFER_PATHS.download}?id=21`)).toBe(true),
    );
  });

  it('shows an empty attachment list', async () => {
    sessionAs(ROLES.agency);
    myAgreements(ROLES.agency, [draft]);
    fireEvent.click(await expandButton());
    expect(within(await screen.findByTestId('agreement-detail-5')).getByText('暂无附件')).toBeInTheDocument();
  });
});
