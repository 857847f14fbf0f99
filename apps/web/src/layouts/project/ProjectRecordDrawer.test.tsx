import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { ProjectRecordDrawer } from './ProjectRecordDrawer';
import { ProjectAudit } from '@bidhall/contracts/routes/project-audit';
import { routeKey } from '../../api/call';
import { setToken } from '../../auth/cookies';
import { tabSocket } from '../../realtime/socket';
import { gatewayStandIn } from '../../../test/gateway-stand-in';

/** The gateway's user room. */
const gateway = gatewayStandIn();

const record = (id: number, comment: string, status: number) => ({
  id,
  projectId: 4,
  comment,
  status,
  companyId: 1,
  companyName: '市第一人民医院',
  sponsorRoles: '采购人',
  handlerRoles: '代理机构',
  sponsorName: '李采购',
  typeValue: 1,
  eApplyId: null,
  creationTime: '2026-05-01T10:00:00Z',
});

describe('project record drawer', () => {
  it('loads the whole history of the project in one page and shows it as a timeline', async () => {
    const calls = fakeApi({
      [routeKey(ProjectAudit.GetPaged)]: () => ({
        status: 200,
        result: { totalCount: 2, items: [record(2, '审核通过', 1), record(1, '项目立项', 0)] },
      }),
    });
    renderAt(<ProjectRecordDrawer projectId={4} open onClose={() => {}} />);
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    expect(screen.getByText('项目立项')).toBeInTheDocument();
    expect(screen.getByText('通过')).toBeInTheDocument();
    expect(screen.getAllByText(/李采购/)).toHaveLength(2);
    expect(calls[0]?.params).toEqual({ Filter: 'projectId = 4', MaxResultCount: 1000, SkipCount: 0 });
  });

  it("shows a supplier's cut (its own entries, no sponsor named) without blanks", async () => {
    const own = {
      ...record(3, '报名提交', 0),
      companyId: null,
      companyName: null,
      sponsorName: null,
      sponsorRoles: '供应商',
      eApplyId: 9,
    };
    fakeApi({ [routeKey(ProjectAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [own] } }) });
    renderAt(<ProjectRecordDrawer projectId={4} open onClose={() => {}} />);
    expect(await screen.findByText('报名提交')).toBeInTheDocument();
    expect(screen.getByText(/—/)).toBeInTheDocument();
  });

  it("shows a supplier's sign-up passed as passed, not still waiting", async () => {
    const signUp = (id: number, comment: string, status: number, typeValue: number) => ({
      ...record(id, comment, status),
      typeValue,
      eApplyId: 9,
    });
    fakeApi({
      [routeKey(ProjectAudit.GetPaged)]: () => ({
        status: 200,
        result: { totalCount: 2, items: [signUp(6, '报名通过', 1, 13), signUp(5, '报名提交', 0, 12)] },
      }),
    });
    renderAt(<ProjectRecordDrawer projectId={4} open onClose={() => {}} />);
    expect(await screen.findByTestId('record-status-5')).toHaveTextContent('通过');
    expect(screen.getByTestId('record-status-6')).toHaveTextContent('通过');
    expect(screen.queryByText('待处理')).toBeNull();
  });

  it("adds another user's action to an open record without a reload", async () => {
    let items = [record(1, '项目立项', 0)];
    fakeApi({
      [routeKey(ProjectAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: items.length, items } }),
    });
    setToken('agency-token');
    tabSocket('agency-token', gateway.url());
    renderAt(<ProjectRecordDrawer projectId={4} open onClose={() => {}} />);
    expect(await screen.findByText('项目立项')).toBeInTheDocument();
    await gateway.connected();
    items = [record(2, '审核通过', 1), ...items];
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.agency, counts: {} });
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    expect(screen.getByText('项目立项')).toBeInTheDocument();
  });

  it('says so when the project has no record yet', async () => {
    fakeApi({ [routeKey(ProjectAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 0, items: [] } }) });
    renderAt(<ProjectRecordDrawer projectId={4} open onClose={() => {}} />);
    expect(await screen.findByText('暂无项目记录')).toBeInTheDocument();
  });
});
