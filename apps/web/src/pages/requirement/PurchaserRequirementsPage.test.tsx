import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { typeInto } from '../../../test/type-into';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import PurchaserRequirementsPage from './PurchaserRequirementsPage';
import { Requirement } from '@bidhall/contracts/routes/requirement';
import { User } from '@bidhall/contracts/routes/users';
import { routeKey } from '../../api/call';

const requirement = (id: number, state: number) => ({
  id,
  name: `需求${id}`,
  budget: '5000.00',
  content: '',
  state,
  purchaserCompanyId: 2,
  purchaserCompanyName: '市第一人民医院',
  agencyCompanyId: null,
  returnReason: null,
  projectId: null,
  creationTime: '2026-05-01T10:00:00Z',
});

const route = routeAt(ROLES.purchaser, '/bid/new-rfq');
const show = () => renderAt(<PurchaserRequirementsPage />, { path: '/bid/new-rfq', route, role: ROLES.purchaser });

beforeEach(() => useSession.getState().reset());

describe('purchase requirements (/bid/new-rfq)', () => {
  it('pages on the server and filters by state', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Requirement.GetPaged)]: () => ({ status: 200, result: { totalCount: 25, items: [requirement(1, 0)] } }),
    });
    show();
    expect(await screen.findByText('需求1')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ SkipCount: 0, MaxResultCount: 10 });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ SkipCount: 20, MaxResultCount: 10 }));
  });

  it('checks the form as the contract does, messages beside the fields', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Requirement.GetPaged)]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
      [routeKey(Requirement.CreateOrUpdate)]: () => ({ status: 200, result: requirement(9, 0) }),
    });
    show();
    fireEvent.click(await screen.findByTestId('requirement-new'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    typeInto('需求名称', '打印纸<script>');
    typeInto('预算金额', '12.345');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('金额须为非负数，最多两位小数，且小于一千万亿元')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('CreateOrUpdate'))).toBe(false);
    typeInto('需求名称', '打印纸');
    typeInto('预算金额', '800');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('CreateOrUpdate'))?.body).toMatchObject({
        name: '打印纸',
        budget: '800',
      }),
    );
  });

  it("names the agency the requirement goes to, chosen from the tenant's agencies", async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Requirement.GetPaged)]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
      [routeKey(User.GetAgencyList)]: () => ({
        status: 200,
        result: {
          totalCount: 1,
          items: [{ companyId: 3, companyName: '华信招标代理有限公司', contactName: '张伟', agentNames: ['张代理'] }],
        },
      }),
      [routeKey(Requirement.CreateOrUpdate)]: () => ({
        status: 200,
        result: { ...requirement(9, 0), agencyCompanyId: 3 },
      }),
    });
    show();
    fireEvent.click(await screen.findByTestId('requirement-new'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发送前须选择承接该需求的代理机构')).toBeInTheDocument();
    typeInto('需求名称', '打印纸');
    fireEvent.mouseDown(within(dialog).getByLabelText('代理机构'));
    fireEvent.click(
      await screen.findByText('华信招标代理有限公司', {
        selector: '.ant-select-item-option-content *, .ant-select-item-option-content',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('CreateOrUpdate'))?.body).toMatchObject({
        name: '打印纸',
        agencyCompanyId: 3,
      }),
    );
  });

  it('asks before sending a requirement, and sends nothing when cancelled', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Requirement.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [requirement(1, 0)] } }),
      [routeKey(Requirement.Send)]: () => ({ status: 200, result: requirement(1, 1) }),
    });
    show();
    fireEvent.click(await screen.findByTestId('send-1'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Send'))).toBe(false);
    fireEvent.click(screen.getByTestId('send-1'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Send'))?.body).toEqual({ id: 1 }));
  });

  it('hides adding and editing when the permission lacks them', async () => {
    sessionAs(ROLES.purchaser, [{ permissionId: 'requirement', actionList: ['query', 'get'] }]);
    fakeApi({
      [routeKey(Requirement.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [requirement(1, 0)] } }),
    });
    show();
    expect(await screen.findByText('需求1')).toBeInTheDocument();
    expect(screen.queryByTestId('requirement-new')).toBeNull();
    expect(screen.queryByTestId('send-1')).toBeNull();
    expect(screen.queryByTestId('edit-1')).toBeNull();
  });
});
