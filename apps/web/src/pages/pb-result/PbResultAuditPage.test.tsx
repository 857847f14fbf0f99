import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import PbResultAuditPage from './PbResultAuditPage';
import { ProjectAudit } from '@bidhall/contracts/routes/project-audit';
import { Result } from '@bidhall/contracts/routes/result';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const route = routeAt(ROLES.purchaser, '/projectPbResultAudit');
const row = {
  rank: 1,
  supplierId: 11,
  companyName: '甲供应商',
  amount: '98000.00',
  priceScore: '30.00',
  technical: '42.50',
  business: '18.00',
  totalScore: '90.50',
  shortlisted: false,
  experts: [],
};
const result = {
  projectId: 1,
  winbidRule: 5,
  state: 6,
  winners: [{ supplierId: 11, companyName: '甲供应商', amount: '98000.00', totalScore: '90.50' }],
  average: null,
  reason: null,
  board: [row],
  submittedAt: '2030-01-02T03:05:00.000Z',
  confirmedAt: null,
};
const audit = (id: number, typeValue: number | null, comment: string, status: number) => ({
  id,
  projectId: 1,
  comment,
  status,
  companyId: 4,
  companyName: '某代理公司',
  sponsorRoles: null,
  handlerRoles: null,
  sponsorName: '张三',
  typeValue,
  eApplyId: null,
  creationTime: `2030-01-0${id}T02:00:00.000Z`,
});

beforeEach(() => useSession.getState().reset());

describe('scoring result audit view (/projectPbResultAudit, purchaser)', () => {
  it('shows the result with its board and only the result steps of the history, reasons included', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({
        status: 200,
        result: projectFixture({ state: 6, winbidRule: 5 }),
      }),
      [routeKey(Result.Get)]: () => ({ status: 200, result }),
      [routeKey(ProjectAudit.GetPaged)]: () => ({
        status: 200,
        result: {
          totalCount: 4,
          items: [
            audit(4, 7, '结果待确认', 0),
            audit(3, 9, '结果退回：评分汇总有误', 2),
            audit(2, 7, '结果待确认', 0),
            audit(1, 6, '项目发布', 0),
          ],
        },
      }),
    });
    renderAt(<PbResultAuditPage />, { path: '/projectPbResultAudit?id=1', route, role: ROLES.purchaser });
    expect(await screen.findByTestId('score-board')).toHaveTextContent('90.50');
    const history = screen.getByTestId('result-history');
    expect(await within(history).findByText('结果退回：评分汇总有误')).toBeInTheDocument();
    expect(within(history).getAllByText('结果待确认')).toHaveLength(2);
    expect(within(history).queryByText('项目发布')).toBeNull();
    expect(calls.find((c) => c.url.endsWith('ProjectAudit/GetPaged'))?.params).toMatchObject({
      Filter: 'projectId = 1',
    });
    // An audit view: the decision is taken on /projectPbResultCheck.
    expect(screen.queryByTestId('result-confirm')).toBeNull();
  });

  it('says no result was submitted yet before the agency submits one', async () => {
    sessionAs(ROLES.purchaser);
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({
        status: 200,
        result: projectFixture({ state: 5, winbidRule: 5 }),
      }),
      [routeKey(ProjectAudit.GetPaged)]: () => ({ status: 200, result: { totalCount: 0, items: [] } }),
    });
    renderAt(<PbResultAuditPage />, { path: '/projectPbResultAudit?id=1', route, role: ROLES.purchaser });
    expect(await screen.findByText(/^尚未提交结果：竞价结束后由代理机构提交/)).toBeInTheDocument();
    expect(await screen.findByText('暂无结果审核记录')).toBeInTheDocument();
  });
});
