import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { ProjectRecordDrawer } from './ProjectRecordDrawer';
import { ProjectAudit } from '@bidhall/contracts/routes/project-audit';
import { routeKey } from '../../api/call';

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

  it('says so when the project has no record yet', async () => {
    fakeApi({ [routeKey(ProjectAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 0, items: [] } }) });
    renderAt(<ProjectRecordDrawer projectId={4} open onClose={() => {}} />);
    expect(await screen.findByText('暂无项目记录')).toBeInTheDocument();
  });
});
